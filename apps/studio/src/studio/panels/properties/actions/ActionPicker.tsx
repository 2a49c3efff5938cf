import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useT } from '../../../../i18n/index.ts';
import { cx, Input, Modal } from '../../../../ui/index.ts';
import { filterPickerEntries, flatEntries, type PickerEntry } from './action-picker-filter.ts';
import { useActionLabels } from './use-action-labels.ts';

/** Props of {@link ActionPicker}. */
export interface ActionPickerProps {
  /** Every action type with its group, in catalogue order. */
  types: readonly { type: string; group: string }[];
  groups: readonly string[];
  title: string;
  onPick(type: string): void;
  onClose(): void;
}

/**
 * Chooses the type of a new action: every type of the catalogue under its group, filtered by the
 * search box. The keyboard stays in the search box: arrows move the highlighted type, Enter picks
 * it, Escape closes; a click picks too.
 */
export function ActionPicker({ types, groups, title, onPick, onClose }: ActionPickerProps) {
  const t = useT();
  const labels = useActionLabels();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const entries: PickerEntry[] = useMemo(() => types.map((each) => ({ ...each, label: labels.type(each.type) })), [types, labels]);
  const shown = filterPickerEntries(entries, groups, labels.group, query);
  const flat = flatEntries(shown);
  const activeType = flat[Math.min(active, flat.length - 1)]?.type;
  const optionId = (type: string) => `${listId}-${type}`;

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} allowFullScreen={false}>
      <div className="flex flex-col gap-3" data-testid="action-picker">
        <Input
          label={t('studioPanels.actions.search')}
          hideLabel
          placeholder={t('studioPanels.actions.search')}
          leading={<Search aria-hidden="true" className="size-4" />}
          value={query}
          autoFocus
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={activeType ? optionId(activeType) : undefined}
          autoComplete="off"
          data-testid="action-picker-search"
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActive((current) => (flat.length === 0 ? 0 : (Math.min(current, flat.length - 1) + step + flat.length) % flat.length));
            } else if (event.key === 'Enter') {
              event.preventDefault();
              if (activeType) onPick(activeType);
            }
          }}
        />
        <div id={listId} role="listbox" aria-label={title} className="flex max-h-[50vh] flex-col gap-3 overflow-y-auto">
          {shown.length === 0 && <p className="text-sm text-slate-500">{t('studioPanels.actions.noMatch', { query })}</p>}
          {shown.map((group) => (
            <div key={group.group} role="group" aria-label={labels.group(group.group)} className="flex flex-col gap-0.5">
              <span className="px-2 text-[11px] font-semibold tracking-wide text-slate-500 uppercase">{labels.group(group.group)}</span>
              {group.entries.map((entry) => (
                <div
                  key={entry.type}
                  id={optionId(entry.type)}
                  role="option"
                  aria-selected={entry.type === activeType}
                  data-testid={`action-type-${entry.type}`}
                  className={cx('cursor-pointer rounded-md px-2 py-1.5 text-sm text-slate-800', entry.type === activeType ? 'bg-sky-100' : 'hover:bg-slate-100')}
                  onPointerMove={() => setActive(flat.indexOf(entry))}
                  onClick={() => onPick(entry.type)}
                >
                  {entry.label}
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
    </Modal>
  );
}
