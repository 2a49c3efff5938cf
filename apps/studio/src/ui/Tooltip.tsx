import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { TOOLTIP_DELAY_MS } from './tooltip-delay.ts';

export interface TooltipProps {
  /** The hint; plain text is best (it becomes the trigger's description). */
  content: ReactNode;
  /** One focusable element (a button, a link): the tooltip shows on its hover and focus. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Shows nothing (the trigger stays as it is). */
  disabled?: boolean;
}

/**
 * A short hint on hover or keyboard focus, after {@link TOOLTIP_DELAY_MS} (spec §9: 300 ms);
 * Escape closes it. Not for essential information: touch screens never show it.
 */
export function Tooltip({ content, children, side = 'top', align = 'center', disabled }: TooltipProps) {
  if (disabled) return children;
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs leading-snug text-white shadow-lg"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-slate-900" width={10} height={5} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
