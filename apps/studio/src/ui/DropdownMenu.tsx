import { Check } from 'lucide-react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cx } from './class-names.ts';

/** A command of a menu: data (id, label, shortcut, enabled state, handler), not markup. */
export interface MenuItem {
  type?: 'item';
  id: string;
  label: ReactNode;
  icon?: ReactNode;
  /** The shortcut shown on the right (display only; the keyboard registry owns the binding). */
  shortcut?: string;
  disabled?: boolean;
  /** A destructive command, shown in red. */
  danger?: boolean;
  onSelect: () => void;
}

/** A command that toggles a setting. */
export interface MenuCheckboxItem {
  type: 'checkbox';
  id: string;
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** One entry of a dropdown menu: a command, a toggle, a group heading or a separator. */
export type MenuEntry = MenuItem | MenuCheckboxItem | { type: 'label'; id: string; label: ReactNode } | { type: 'separator'; id: string };

export interface DropdownMenuProps {
  /** One button that opens the menu (Enter, Space or ArrowDown open it from the keyboard). */
  trigger: ReactElement;
  items: readonly MenuEntry[];
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** The menu's accessible name when the trigger's is not enough. */
  label?: string;
}

const itemClasses =
  'relative flex cursor-default items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:text-slate-400';

/** A list of commands behind a button (`role="menu"`; arrows move, typing jumps, Escape closes). */
export function DropdownMenu({ trigger, items, align = 'start', side = 'bottom', label }: DropdownMenuProps) {
  return (
    <MenuPrimitive.Root>
      <MenuPrimitive.Trigger asChild>{trigger}</MenuPrimitive.Trigger>
      <MenuPrimitive.Portal>
        <MenuPrimitive.Content
          align={align}
          side={side}
          sideOffset={4}
          collisionPadding={8}
          aria-label={label}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {items.map((entry) => {
            switch (entry.type) {
              case 'separator':
                return <MenuPrimitive.Separator key={entry.id} className="my-1 h-px bg-slate-100" />;
              case 'label':
                return (
                  <MenuPrimitive.Label key={entry.id} className="px-2.5 pt-2 pb-1 text-xs font-semibold text-slate-500">
                    {entry.label}
                  </MenuPrimitive.Label>
                );
              case 'checkbox':
                return (
                  <MenuPrimitive.CheckboxItem
                    key={entry.id}
                    checked={entry.checked}
                    disabled={entry.disabled}
                    onCheckedChange={entry.onCheckedChange}
                    className={cx(itemClasses, 'pl-8 text-slate-800 data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900')}
                  >
                    <MenuPrimitive.ItemIndicator className="absolute left-2.5 inline-flex items-center">
                      <Check aria-hidden="true" className="size-4 text-indigo-600" />
                    </MenuPrimitive.ItemIndicator>
                    {entry.label}
                  </MenuPrimitive.CheckboxItem>
                );
              case undefined:
              case 'item':
                return (
                  <MenuPrimitive.Item
                    key={entry.id}
                    disabled={entry.disabled}
                    onSelect={entry.onSelect}
                    className={cx(
                      itemClasses,
                      entry.danger
                        ? 'text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700'
                        : 'text-slate-800 data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900',
                    )}
                  >
                    {entry.icon && (
                      <span aria-hidden="true" className="flex size-4 items-center justify-center [&>svg]:size-4">
                        {entry.icon}
                      </span>
                    )}
                    <span className="flex-1">{entry.label}</span>
                    {entry.shortcut && <MenuShortcut>{entry.shortcut}</MenuShortcut>}
                  </MenuPrimitive.Item>
                );
              default: {
                const never: never = entry;
                throw new Error(`unknown menu entry ${JSON.stringify(never)}`);
              }
            }
          })}
        </MenuPrimitive.Content>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}

function MenuShortcut({ children }: { children: ReactNode }) {
  return <kbd className="ml-6 font-sans text-xs tracking-wide text-slate-400">{children}</kbd>;
}
