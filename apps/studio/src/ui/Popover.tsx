import { X } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';
import { cx } from './class-names.ts';
import { IconButton } from './IconButton.tsx';

export interface PopoverProps {
  /** One button that opens the popover. */
  trigger: ReactElement;
  children: ReactNode;
  /** A heading at the top (also the dialog's accessible name). */
  title?: ReactNode;
  /** Shows a close button in the corner (Escape and a click outside always close). */
  showClose?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** The accessible name when there is no title. */
  label?: string;
  className?: string;
}

/** Rich content anchored to a control (a non-modal `dialog`; focus moves in and returns on close). */
export function Popover({
  trigger,
  children,
  title,
  showClose = false,
  open,
  onOpenChange,
  side = 'bottom',
  align = 'start',
  label,
  className,
}: PopoverProps) {
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverContent side={side} align={align} label={label} className={className} title={title} showClose={showClose}>
          {children}
        </PopoverContent>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

function PopoverContent({
  side,
  align,
  label,
  className,
  title,
  showClose,
  children,
}: Pick<PopoverProps, 'side' | 'align' | 'label' | 'className' | 'title' | 'showClose' | 'children'>) {
  const t = useT();
  const titleId = useId();
  return (
    <PopoverPrimitive.Content
      side={side}
      align={align}
      sideOffset={6}
      collisionPadding={8}
      aria-label={title ? undefined : label}
      aria-labelledby={title ? titleId : undefined}
      className={cx('z-50 w-72 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-lg focus:outline-none', className)}
    >
      {(title || showClose) && (
        <div className="mb-2 flex items-start justify-between gap-2">
          {title && (
            <p id={titleId} className="pt-1 text-sm font-semibold text-slate-900">
              {title}
            </p>
          )}
          {showClose && (
            <PopoverPrimitive.Close asChild>
              <IconButton size="sm" className="-mt-1 -mr-2" label={t('common.close')} icon={<X aria-hidden="true" className="size-4" />} />
            </PopoverPrimitive.Close>
          )}
        </div>
      )}
      {children}
    </PopoverPrimitive.Content>
  );
}
