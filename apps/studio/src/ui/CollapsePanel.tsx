import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import { focusRing } from './focus-ring.ts';

export interface CollapsePanelProps {
  title: ReactNode;
  /** A line under the title, visible while closed too. */
  description?: ReactNode;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  disabled?: boolean;
  /** Controls on the right of the header (outside the toggle button). */
  actions?: ReactNode;
  className?: string;
}

/** A section that opens and closes; its header is one button with `aria-expanded`. */
export function CollapsePanel({ title, description, children, actions, className, disabled, ...state }: CollapsePanelProps) {
  return (
    <Collapsible.Root disabled={disabled} className={cx('rounded-lg border border-slate-200 bg-white', className)} {...state}>
      <div className="flex items-center gap-2 pr-3">
        <Collapsible.Trigger
          className={cx(
            'group flex min-w-0 flex-1 items-start gap-3 rounded-lg px-4 py-3 text-left disabled:cursor-not-allowed disabled:opacity-50',
            focusRing,
          )}
        >
          <ChevronDown
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 -rotate-90 text-slate-500 transition-transform group-data-[state=open]:rotate-0"
          />
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="text-sm font-semibold text-slate-900">{title}</span>
            {description && <span className="text-xs text-slate-500">{description}</span>}
          </span>
        </Collapsible.Trigger>
        {actions}
      </div>
      <Collapsible.Content className="border-t border-slate-100 px-4 py-3 text-sm text-slate-700">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
