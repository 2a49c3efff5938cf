import '@tessera/runtime/icons.css';
import { iconFamilies, type IconFamily } from '@tessera/model/definition';
import { Search } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { useId, useMemo, useState, type CSSProperties } from 'react';
import { useT } from '../../../i18n/index.ts';
import { cx, describedBy, Field, focusRing, Input, Spinner } from '../../../ui/index.ts';
import { textBoxClasses } from '../../../ui/focus-ring.ts';
import { compactFields } from '../panel-classes.ts';
import { useIconCatalogue } from './use-icon-catalogue.ts';

/** How many icons the picker shows at once (a search narrows the rest). */
const ICON_RESULTS_LIMIT = 120;

/** Props of {@link IconField}. */
export interface IconFieldProps {
  label: string;
  /** The icon name (a font ligature such as `arrow_back`). */
  value: string;
  /** The icon element's family prop: glyphs are drawn and searched in it. */
  family: unknown;
  error: string | undefined;
  disabled: boolean;
  onChange(name: string): void;
}

function asFamily(family: unknown): IconFamily {
  return (iconFamilies as readonly unknown[]).includes(family) ? (family as IconFamily) : iconFamilies[0];
}

/** A glyph of a Material icon font (the fonts come with `@tessera/runtime/icons.css`). */
function Glyph({ name, family, size = 20 }: { name: string; family: IconFamily; size?: number }) {
  const style: CSSProperties = { fontFamily: `'${family}'`, fontSize: size, lineHeight: 1, fontFeatureSettings: "'liga'", whiteSpace: 'nowrap', direction: 'ltr' };
  return (
    <span aria-hidden="true" style={style} className="inline-block overflow-hidden font-normal not-italic">
      {name}
    </span>
  );
}

/**
 * The icon element's `name`: a button showing the current glyph opens a picker that searches the
 * icon catalogue (loaded on first open) and shows the glyphs in the element's family.
 */
export function IconField({ label, value, family, error, disabled, onChange }: IconFieldProps) {
  const t = useT();
  const triggerId = useId();
  const [open, setOpen] = useState(false);
  const shownFamily = asFamily(family);
  return (
    <Field id={triggerId} label={label} error={error} disabled={disabled}>
      <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
        <PopoverPrimitive.Trigger
          id={triggerId}
          disabled={disabled}
          data-testid="icon-picker-trigger"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(triggerId, undefined, error)}
          className={cx('flex h-8 items-center gap-2 px-2 text-left', textBoxClasses({ invalid: Boolean(error), disabled }))}
        >
          {value && <Glyph name={value} family={shownFamily} />}
          <span className="truncate font-mono text-[13px]">{value || t('studioPanels.icons.choose')}</span>
        </PopoverPrimitive.Trigger>
        <PopoverPrimitive.Portal>
          <PopoverPrimitive.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-label={t('studioPanels.icons.choose')}
            className="z-50 flex w-80 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-lg focus:outline-none"
          >
            {open && (
              <IconResults
                value={value}
                family={shownFamily}
                onPick={(name) => {
                  onChange(name);
                  setOpen(false);
                }}
              />
            )}
          </PopoverPrimitive.Content>
        </PopoverPrimitive.Portal>
      </PopoverPrimitive.Root>
    </Field>
  );
}

function IconResults({ value, family, onPick }: { value: string; family: IconFamily; onPick(name: string): void }) {
  const t = useT();
  const [query, setQuery] = useState('');
  const catalogue = useIconCatalogue(true);
  const results = useMemo(
    () => (catalogue.status === 'ready' ? catalogue.icons.searchIcons(query, { family, limit: ICON_RESULTS_LIMIT }) : []),
    [catalogue, query, family],
  );
  return (
    <>
      <div className={compactFields}>
        <Input
          label={t('studioPanels.icons.search')}
          hideLabel
          type="search"
          autoFocus
          value={query}
          placeholder={t('studioPanels.icons.search')}
          autoComplete="off"
          spellCheck={false}
          leading={<Search aria-hidden="true" className="size-3.5" />}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="icon-picker-search"
        />
      </div>
      {catalogue.status === 'loading' && (
        <p role="status" className="flex items-center gap-2 py-6 text-[13px] text-slate-500">
          <Spinner /> {t('studioPanels.icons.loading')}
        </p>
      )}
      {catalogue.status === 'failed' && (
        <p role="alert" className="py-6 text-[13px] text-red-600">
          {t('studioPanels.icons.loadFailed')}
        </p>
      )}
      {catalogue.status === 'ready' &&
        (results.length === 0 ? (
          <p role="status" className="py-6 text-center text-[13px] text-slate-500">
            {t('studioPanels.icons.noMatch', { query: query.trim() })}
          </p>
        ) : (
          <div role="group" aria-label={t('studioPanels.icons.results')} className="grid max-h-64 grid-cols-8 gap-1 overflow-y-auto p-0.5">
            {results.map((icon) => (
              <button
                key={icon.name}
                type="button"
                title={icon.name}
                aria-label={t('studioPanels.icons.pick', { name: icon.name })}
                aria-pressed={icon.name === value}
                data-testid={`icon-option-${icon.name}`}
                onClick={() => onPick(icon.name)}
                className={cx(
                  'flex aspect-square items-center justify-center rounded-md text-slate-700 hover:bg-indigo-50 hover:text-indigo-900',
                  icon.name === value && 'bg-indigo-100 text-indigo-900',
                  focusRing,
                )}
              >
                <Glyph name={icon.name} family={family} />
              </button>
            ))}
          </div>
        ))}
    </>
  );
}
