import type { ReactNode } from 'react';
import { cx } from './class-names.ts';

/** What a list or page shows when it has nothing yet: an icon, a title, a line of text and an action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  className,
}: {
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cx(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center',
        className,
      )}
    >
      {icon && (
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          {icon}
        </span>
      )}
      <div className="flex max-w-sm flex-col gap-1">
        <p className="text-base font-semibold text-slate-900">{title}</p>
        {text && <p className="text-sm leading-relaxed text-slate-500">{text}</p>}
      </div>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
