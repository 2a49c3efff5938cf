import type { ReactNode } from 'react';
import { cx } from './class-names.ts';

/**
 * A horizontal rule; with a `label` (e.g. 'OR' between sign-in methods), the text sits in the
 * middle of the line.
 */
export function Divider({ label, className }: { label?: ReactNode; className?: string }) {
  if (!label) return <hr className={cx('border-0 border-t border-slate-200', className)} />;
  return (
    <div className={cx('flex items-center gap-3 text-xs font-medium tracking-wide text-slate-400', className)}>
      <span className="h-px flex-1 bg-slate-200" />
      <span>{label}</span>
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
