import type { ReactNode } from 'react';
import { cx } from './class-names.ts';

const tones = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  indigo: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  danger: 'bg-red-50 text-red-700 ring-red-200',
  info: 'bg-sky-50 text-sky-700 ring-sky-200',
} as const;

const dots = {
  neutral: 'bg-slate-400',
  indigo: 'bg-indigo-500',
  success: 'bg-emerald-500',
  warning: 'bg-amber-500',
  danger: 'bg-red-500',
  info: 'bg-sky-500',
} as const;

const sizes = { sm: 'h-5 px-1.5 text-[11px]', md: 'h-6 px-2 text-xs' } as const;

/** A badge's colour. */
export type BadgeTone = keyof typeof tones;

/** A short status label ('Owner', 'Archived', 'Beta'), optionally with a leading dot or icon. */
export function Badge({
  tone = 'neutral',
  size = 'md',
  dot,
  icon,
  className,
  children,
}: {
  tone?: BadgeTone;
  size?: keyof typeof sizes;
  dot?: boolean;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-md font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        sizes[size],
        className,
      )}
    >
      {dot && <span aria-hidden="true" className={cx('size-1.5 rounded-full', dots[tone])} />}
      {icon}
      {children}
    </span>
  );
}
