import { Calendar, Clock } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { DayPicker, type DayPickerLocale } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useLanguage, useT } from '../i18n/use-t.ts';
import { Button } from './Button.tsx';
import { cx } from './class-names.ts';
import {
  dateFromParts,
  dateTimeFormats,
  formatDateTime,
  parseDateTime,
  partsFromDate,
  withDay,
  withTimeField,
  type DateTimeMode,
  type DateTimeParts,
} from './date-time-format.ts';
import { describedBy, Field } from './Field.tsx';
import { textBoxClasses } from './focus-ring.ts';
import { NumberInput } from './NumberInput.tsx';

export interface DateTimePickerProps {
  label: ReactNode;
  hideLabel?: boolean;
  /** `date`: YYYY-MM-DD; `datetime`: YYYY-MM-DDTHH:mm:ss; `time`: HH:mm:ss (spec §2, §9). */
  mode: DateTimeMode;
  /** The value in the mode's format, or `null`. */
  value: string | null;
  onChange: (value: string | null) => void;
  description?: ReactNode;
  error?: string | undefined;
  disabled?: boolean;
  /** Shown while empty; the mode's format by default. */
  placeholder?: string;
  id?: string;
  className?: string;
}

/** The calendar in the kit's colours (react-day-picker reads these variables on its root). */
const calendarStyle = {
  '--rdp-accent-color': 'var(--color-indigo-600)',
  '--rdp-accent-background-color': 'var(--color-indigo-50)',
  '--rdp-day-height': '36px',
  '--rdp-day-width': '36px',
  '--rdp-day_button-height': '34px',
  '--rdp-day_button-width': '34px',
  '--rdp-day_button-border-radius': '8px',
  '--rdp-nav-height': '2.25rem',
  '--rdp-nav_button-height': '2rem',
  '--rdp-nav_button-width': '2rem',
  fontSize: '0.875rem',
} as CSSProperties;

/** The chosen day filled with the accent colour (react-day-picker only outlines it). */
const selectedDayStyle: CSSProperties = { background: 'var(--color-indigo-600)', color: 'white', borderRadius: '8px' };

/** The calendar's locale: date-fns English by default, Turkish fetched when Turkish is shown. */
function useCalendarLocale(): DayPickerLocale | undefined {
  const language = useLanguage();
  const [turkish, setTurkish] = useState<DayPickerLocale>();
  useEffect(() => {
    if (language !== 'tr' || turkish) return;
    let current = true;
    void import('react-day-picker/locale/tr').then((module) => {
      if (current) setTurkish(module.tr);
    });
    return () => {
      current = false;
    };
  }, [language, turkish]);
  return language === 'tr' ? turkish : undefined;
}

/**
 * A date, date-and-time or time field (spec §2 display modes): a button showing the value opens
 * a calendar (react-day-picker; arrow keys move between days) and/or hour, minute and second
 * boxes. Every change is written at once in the mode's format.
 */
export function DateTimePicker({
  label,
  hideLabel,
  mode,
  value,
  onChange,
  description,
  error,
  disabled,
  placeholder,
  id,
  className,
}: DateTimePickerProps) {
  const t = useT();
  const locale = useCalendarLocale();
  const generated = useId();
  const triggerId = id ?? generated;
  const [open, setOpen] = useState(false);
  const parts = value ? parseDateTime(value, mode) : null;
  // Picking a time before a day (or in time mode) starts from today at midnight.
  const base = (): DateTimeParts => parts ?? { ...partsFromDate(new Date()), hours: 0, minutes: 0, seconds: 0 };
  const write = (next: DateTimeParts) => onChange(formatDateTime(next, mode));
  const Icon = mode === 'time' ? Clock : Calendar;
  const title = mode === 'date' ? t('common.dateTimePicker.pickDate') : mode === 'time' ? t('common.dateTimePicker.pickTime') : t('common.dateTimePicker.pickDateTime');

  return (
    <Field id={triggerId} label={label} hideLabel={hideLabel} description={description} error={error} disabled={disabled} className={className}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          id={triggerId}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(triggerId, description, error)}
          className={cx('flex h-10 items-center gap-2 px-3 text-left', textBoxClasses({ invalid: Boolean(error), disabled }))}
        >
          <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span className={cx('truncate tabular-nums', value ? 'text-slate-900' : 'text-slate-400')}>
            {value ?? placeholder ?? dateTimeFormats[mode]}
          </span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-label={title}
            className="z-50 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-lg focus:outline-none"
          >
            {mode !== 'time' && (
              <DayPicker
                mode="single"
                autoFocus
                locale={locale}
                style={calendarStyle}
                modifiersStyles={{ selected: selectedDayStyle }}
                selected={parts ? dateFromParts(parts) : undefined}
                defaultMonth={parts ? dateFromParts(parts) : undefined}
                onSelect={(day) => {
                  if (!day) return;
                  write(withDay(base(), partsFromDate(day)));
                  if (mode === 'date') setOpen(false);
                }}
              />
            )}
            {mode !== 'date' && (
              <div
                role="group"
                aria-label={t('common.dateTimePicker.time')}
                className={cx('grid grid-cols-3 gap-2', mode === 'datetime' && 'border-t border-slate-100 pt-3')}
              >
                {(['hours', 'minutes', 'seconds'] as const).map((field) => (
                  <NumberInput
                    key={field}
                    label={t(`common.dateTimePicker.${field}`)}
                    className="w-24 [&_label]:text-xs"
                    value={parts ? parts[field] : null}
                    min={0}
                    max={field === 'hours' ? 23 : 59}
                    precision={0}
                    placeholder="00"
                    onChange={(next) => write(withTimeField(base(), field, next ?? 0))}
                  />
                ))}
              </div>
            )}
            <div className="flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  const now = partsFromDate(new Date());
                  write(mode === 'date' ? { ...now, hours: 0, minutes: 0, seconds: 0 } : now);
                  if (mode === 'date') setOpen(false);
                }}
              >
                {mode === 'date' ? t('common.dateTimePicker.today') : t('common.dateTimePicker.now')}
              </Button>
              <div className="flex gap-2">
                <Button size="sm" variant="ghost" disabled={!value} onClick={() => onChange(null)}>
                  {t('common.clear')}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setOpen(false)}>
                  {t('common.ok')}
                </Button>
              </div>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </Field>
  );
}
