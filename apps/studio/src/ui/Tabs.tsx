import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import { focusRing } from './focus-ring.ts';

/** One tab: its label in the list and its panel. */
export interface TabItem {
  value: string;
  label: ReactNode;
  icon?: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

const looks = {
  line: {
    list: 'flex gap-1 border-b border-slate-200',
    tab: '-mb-px border-b-2 border-transparent px-3 pb-2.5 pt-1.5 text-slate-500 hover:text-slate-800 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700',
  },
  pills: {
    list: 'inline-flex gap-1 rounded-lg bg-slate-100 p-1',
    tab: 'rounded-md px-3 py-1.5 text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-xs',
  },
} as const;

export interface TabsProps {
  items: readonly TabItem[];
  /** The accessible name of the tab list. */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  look?: keyof typeof looks;
  className?: string;
}

/** Views of one subject, one at a time (`tablist`; arrow keys move between tabs, Tab enters the panel). */
export function Tabs({ items, label, value, defaultValue, onValueChange, look = 'line', className }: TabsProps) {
  const controlled = value !== undefined ? { value } : { defaultValue: defaultValue ?? items[0]?.value };
  return (
    <TabsPrimitive.Root {...controlled} onValueChange={onValueChange} className={cx('flex flex-col gap-4', className)}>
      <TabsPrimitive.List aria-label={label} className={looks[look].list}>
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={cx(
              'inline-flex items-center gap-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40',
              focusRing,
              looks[look].tab,
            )}
          >
            {item.icon && (
              <span aria-hidden="true" className="[&>svg]:size-4">
                {item.icon}
              </span>
            )}
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item) => (
        <TabsPrimitive.Content key={item.value} value={item.value} className={cx('rounded-md text-sm text-slate-700', focusRing)}>
          {item.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
