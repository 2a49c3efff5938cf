import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './class-names.ts';

const tones = {
  info: { Icon: Info, box: 'border-indigo-200 bg-indigo-50 text-indigo-900', icon: 'text-indigo-600' },
  success: { Icon: CircleCheck, box: 'border-emerald-200 bg-emerald-50 text-emerald-800', icon: 'text-emerald-600' },
  warning: { Icon: TriangleAlert, box: 'border-amber-200 bg-amber-50 text-amber-900', icon: 'text-amber-600' },
  error: { Icon: CircleAlert, box: 'border-red-200 bg-red-50 text-red-800', icon: 'text-red-600' },
} as const;

/** The kind of message an info box carries. */
export type InfoBoxTone = keyof typeof tones;

export interface InfoBoxProps {
  tone: InfoBoxTone;
  /** A bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /** A control at the end of the box (e.g. a retry button). */
  action?: ReactNode;
  testId?: string;
  className?: string;
}

/**
 * A message box: information, success, warning or error. An error is announced at once
 * (`role="alert"`), the others politely (`role="status"`).
 */
export function InfoBox({ tone, title, children, action, testId, className }: InfoBoxProps) {
  const { Icon, box, icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={cx('flex items-start gap-2.5 rounded-lg border px-3 py-2.5 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className={cx('mt-px size-4 shrink-0', icon)} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
      {action && <div className="shrink-0 self-center">{action}</div>}
    </div>
  );
}
