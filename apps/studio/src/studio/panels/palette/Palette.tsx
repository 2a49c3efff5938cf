import { elementDeclarations, type ElementDeclaration } from '@tessera/model/definition';
import { Search } from 'lucide-react';
import { memo, useMemo, useState, type PointerEvent } from 'react';
import { useT } from '../../../i18n/index.ts';
import { cx, focusRing, Input } from '../../../ui/index.ts';
import { elementIcon } from '../element-icons.ts';
import { compactFields, panelHeading } from '../panel-classes.ts';
import { useElementLabel } from '../use-element-label.ts';
import { filterPalette } from './palette-filter.ts';

/** Props of {@link Palette}. */
export interface PaletteProps {
  /** Click or Enter on an element: the shell inserts it into the selected container. */
  onActivate(elementType: string): void;
  /** Primary-button pointer down on an element: the shell may start a drag onto the canvas. */
  onDragStart(elementType: string, event: PointerEvent): void;
  disabled?: boolean;
}

/**
 * The element palette: every element declaration grouped by palette group, with a search box
 * filtering by label or type. Items are buttons (`data-testid="palette-item-<type>"`).
 */
export function Palette({ onActivate, onDragStart, disabled = false }: PaletteProps) {
  const t = useT();
  const labelOf = useElementLabel();
  const [query, setQuery] = useState('');
  const sections = useMemo(() => filterPalette(elementDeclarations, query, labelOf), [query, labelOf]);
  return (
    <div data-testid="palette" className="@container flex h-full min-h-0 flex-1 flex-col gap-2">
      <div role="search" className={cx('px-2 pt-2', compactFields)}>
        <Input
          label={t('studioPanels.palette.search')}
          hideLabel
          type="search"
          value={query}
          placeholder={t('studioPanels.palette.search')}
          autoComplete="off"
          spellCheck={false}
          leading={<Search aria-hidden="true" className="size-3.5" />}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="palette-search"
        />
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-2 pb-2">
        {sections.length === 0 ? (
          <p role="status" className="px-1 py-4 text-center text-[13px] text-slate-500" data-testid="palette-empty">
            {t('studioPanels.palette.noMatch', { query: query.trim() })}
          </p>
        ) : (
          sections.map((section) => (
            <section key={section.group} aria-labelledby={`palette-group-${section.group}`} className="flex flex-col gap-1">
              <h3 id={`palette-group-${section.group}`} className={cx(panelHeading, 'px-1')}>
                {t(`studioPanels.palette.groups.${section.group}`)}
              </h3>
              <ul className="grid grid-cols-1 gap-1 @[15rem]:grid-cols-2">
                {section.declarations.map((declaration) => (
                  <li key={declaration.type}>
                    <PaletteItem
                      declaration={declaration}
                      label={labelOf(declaration)}
                      disabled={disabled}
                      onActivate={onActivate}
                      onDragStart={onDragStart}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </div>
  );
}

const PaletteItem = memo(function PaletteItem({
  declaration,
  label,
  disabled,
  onActivate,
  onDragStart,
}: {
  declaration: ElementDeclaration;
  label: string;
  disabled: boolean;
  onActivate: PaletteProps['onActivate'];
  onDragStart: PaletteProps['onDragStart'];
}) {
  const t = useT();
  const Icon = elementIcon(declaration.type);
  return (
    <button
      type="button"
      disabled={disabled}
      title={t('studioPanels.palette.itemHint', { label })}
      data-testid={`palette-item-${declaration.type}`}
      data-element-type={declaration.type}
      onClick={() => onActivate(declaration.type)}
      onPointerDown={(event) => {
        if (event.button === 0 && !disabled) onDragStart(declaration.type, event);
      }}
      className={cx(
        'flex h-8 w-full items-center gap-2 rounded-md border border-slate-200 bg-white px-2 text-left text-[13px] text-slate-700',
        'cursor-grab transition-colors hover:border-indigo-300 hover:bg-indigo-50 hover:text-indigo-900 active:cursor-grabbing',
        'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-slate-200 disabled:hover:bg-white disabled:hover:text-slate-700',
        focusRing,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
      <span className="truncate">{label}</span>
    </button>
  );
});
