import { Check } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { HexColorInput, HexColorPicker } from 'react-colorful';
import { useT } from '../i18n/use-t.ts';
import { cx } from './class-names.ts';
import { COLOR_PRESETS, isCompleteHex, normalizeHex, prefersDarkText, sameColor } from './color-presets.ts';
import { describedBy, Field } from './Field.tsx';
import { textBoxClasses } from './focus-ring.ts';

export interface ColorPickerProps {
  label: ReactNode;
  hideLabel?: boolean;
  /** `#RRGGBB`, or `null` for no colour. */
  value: string | null;
  /** Called with an upper-case `#RRGGBB`. */
  onChange: (value: string) => void;
  /** Swatches under the picker; the spec's 16 by default (spec §9). */
  presets?: readonly string[];
  description?: ReactNode;
  error?: string | undefined;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * A colour field: a button showing the colour and its hex code opens a picker (saturation area,
 * hue slider, hex input) and the preset swatches.
 */
export function ColorPicker({
  label,
  hideLabel,
  value,
  onChange,
  presets = COLOR_PRESETS,
  description,
  error,
  disabled,
  id,
  className,
}: ColorPickerProps) {
  const t = useT();
  const generated = useId();
  const triggerId = id ?? generated;
  const color = value ? (normalizeHex(value) ?? value) : null;
  const pick = (next: string) => {
    const normalized = normalizeHex(next);
    if (normalized) onChange(normalized);
  };
  return (
    <Field id={triggerId} label={label} hideLabel={hideLabel} description={description} error={error} disabled={disabled} className={className}>
      <Popover.Root>
        <Popover.Trigger
          id={triggerId}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(triggerId, description, error)}
          className={cx('flex h-10 items-center gap-2.5 px-2.5 text-left', textBoxClasses({ invalid: Boolean(error), disabled }))}
        >
          <Swatch color={color} />
          <span className={cx('font-mono text-sm', color ? 'text-slate-800' : 'text-slate-400')}>{color ?? t('common.colorPicker.pickColor')}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-label={t('common.colorPicker.pickColor')}
            className="z-50 flex w-64 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-lg focus:outline-none [&_.react-colorful]:w-full"
          >
            <HexColorPicker color={color ?? '#000000'} onChange={pick} />
            <label className="flex items-center gap-2 text-xs font-medium text-slate-600">
              {t('common.colorPicker.hex')}
              <HexColorInput
                prefixed
                color={color ?? ''}
                onChange={(typed) => {
                  if (isCompleteHex(typed)) pick(typed);
                }}
                className={cx('h-8 flex-1 px-2 font-mono uppercase', textBoxClasses({}))}
              />
            </label>
            <div role="group" aria-label={t('common.colorPicker.presets')} className="grid grid-cols-8 gap-1.5">
              {presets.map((preset) => {
                const selected = sameColor(preset, color);
                return (
                  <button
                    key={preset}
                    type="button"
                    aria-label={t('common.colorPicker.preset', { color: preset })}
                    aria-pressed={selected}
                    title={preset}
                    onClick={() => pick(preset)}
                    style={{ backgroundColor: preset }}
                    className="flex aspect-square items-center justify-center rounded-md ring-1 ring-slate-900/15 ring-inset hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
                  >
                    {selected && <Check aria-hidden="true" className={cx('size-3.5', prefersDarkText(preset) ? 'text-slate-900' : 'text-white')} />}
                  </button>
                );
              })}
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </Field>
  );
}

function Swatch({ color }: { color: string | null }) {
  return (
    <span
      aria-hidden="true"
      style={color ? { backgroundColor: color } : undefined}
      className={cx(
        'size-6 shrink-0 rounded-md ring-1 ring-slate-900/15 ring-inset',
        !color && 'bg-[repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-[length:8px_8px]',
      )}
    />
  );
}

