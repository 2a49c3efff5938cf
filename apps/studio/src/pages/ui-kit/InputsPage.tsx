import { Search } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Code, ColorPicker, DateTimePicker, type DateTimeMode, Input, NumberInput, Select, TextArea } from '../../ui/index.ts';
import { Demo, DemoPage, FieldGrid } from './DemoBlocks.tsx';

/** A value under a demo field, so the effect of typing, rounding and clamping shows. */
function ValueNote({ value }: { value: string | number | null }) {
  const t = useT();
  return (
    <p className="text-xs text-slate-500">
      {t('uiKit.inputs.value')} <Code>{value === null ? 'null' : String(value)}</Code>
    </p>
  );
}

/** A number input demo with its own state and a line naming its rules. */
function NumberDemo({
  label,
  rules,
  initial,
  precision,
  min,
  max,
  step,
}: {
  label: string;
  rules: string;
  initial: number | null;
  precision?: number;
  min?: number;
  max?: number;
  step?: number;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <div className="flex flex-col gap-1.5">
      <NumberInput label={label} description={rules} value={value} onChange={setValue} precision={precision} min={min} max={max} step={step} />
      <ValueNote value={value} />
    </div>
  );
}

function DateTimeDemo({ mode, label, initial }: { mode: DateTimeMode; label: string; initial: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <div className="flex flex-col gap-1.5">
      <DateTimePicker mode={mode} label={label} value={value} onChange={setValue} />
      <ValueNote value={value} />
    </div>
  );
}

/** /:domainName/ui-kit/inputs: text, text area, number, select, colour and date/time fields. */
export function InputsPage() {
  const t = useT();
  const [color, setColor] = useState<string | null>('#6366F1');
  const [role, setRole] = useState<string>();
  const roleOptions = [
    { value: 'owner', label: t('uiKit.inputs.roleOwner') },
    { value: 'developer', label: t('uiKit.inputs.roleDeveloper') },
    { value: 'viewer', label: t('uiKit.inputs.roleViewer'), disabled: true },
  ];
  return (
    <DemoPage page="inputs">
      <Demo title={t('uiKit.inputs.text')} description={t('uiKit.inputs.textText')}>
        <FieldGrid>
          <Input label={t('uiKit.inputs.projectName')} placeholder={t('uiKit.inputs.projectPlaceholder')} />
          <Input
            label={t('uiKit.inputs.projectName')}
            description={t('uiKit.inputs.projectDescription')}
            defaultValue="Orders"
            required
          />
          <Input label={t('uiKit.inputs.email')} type="email" defaultValue="ada@" error={t('uiKit.inputs.emailError')} />
          <Input label={t('uiKit.inputs.search')} leading={<Search aria-hidden="true" className="size-4" />} placeholder={t('common.searchPlaceholder')} type="search" />
          <Input label={t('uiKit.states.disabled')} defaultValue="Orders" disabled />
          <Input label={t('uiKit.states.readOnly')} defaultValue="acme-workspace" readOnly />
        </FieldGrid>
      </Demo>
      <Demo title={t('uiKit.inputs.textArea')} description={t('uiKit.inputs.textAreaText')}>
        <FieldGrid>
          <TextArea label={t('uiKit.inputs.notes')} placeholder={t('uiKit.inputs.notesPlaceholder')} />
          <TextArea label={t('uiKit.inputs.notes')} error={t('uiKit.inputs.notesError')} defaultValue={t('uiKit.inputs.notesSample')} />
        </FieldGrid>
      </Demo>
      <Demo title={t('uiKit.inputs.number')} description={t('uiKit.inputs.numberText')}>
        <FieldGrid>
          <NumberDemo label={t('uiKit.inputs.quantity')} rules={t('uiKit.inputs.quantityRules')} initial={1} min={0} max={100} precision={0} />
          <NumberDemo label={t('uiKit.inputs.price')} rules={t('uiKit.inputs.priceRules')} initial={9.99} min={0} precision={2} step={0.5} />
          <NumberDemo label={t('uiKit.inputs.percent')} rules={t('uiKit.inputs.percentRules')} initial={50} min={0} max={100} step={5} precision={0} />
          <NumberDemo label={t('uiKit.inputs.temperature')} rules={t('uiKit.inputs.temperatureRules')} initial={null} min={-50} max={50} precision={1} />
        </FieldGrid>
      </Demo>
      <Demo title={t('uiKit.inputs.select')} description={t('uiKit.inputs.selectText')}>
        <FieldGrid>
          <div className="flex flex-col gap-1.5">
            <Select label={t('uiKit.inputs.role')} options={roleOptions} value={role} onValueChange={setRole} />
            <ValueNote value={role ?? null} />
          </div>
          <Select
            label={t('uiKit.inputs.timeZone')}
            defaultValue="Europe/Istanbul"
            options={[
              {
                label: t('uiKit.inputs.europe'),
                options: [
                  { value: 'Europe/Istanbul', label: '(GMT+03:00) Istanbul' },
                  { value: 'Europe/London', label: '(GMT+00:00) London' },
                ],
              },
              {
                label: t('uiKit.inputs.america'),
                options: [
                  { value: 'America/New_York', label: '(GMT-05:00) New York' },
                  { value: 'America/Los_Angeles', label: '(GMT-08:00) Los Angeles' },
                ],
              },
            ]}
          />
          <Select label={t('uiKit.states.disabled')} options={roleOptions} defaultValue="owner" disabled />
          <Select label={t('uiKit.inputs.role')} options={roleOptions} error={t('uiKit.inputs.roleError')} />
        </FieldGrid>
      </Demo>
      <Demo title={t('uiKit.inputs.color')} description={t('uiKit.inputs.colorText')}>
        <FieldGrid>
          <div className="flex flex-col gap-1.5">
            <ColorPicker label={t('uiKit.inputs.brandColor')} value={color} onChange={setColor} />
            <ValueNote value={color} />
          </div>
          <ColorPicker label={t('uiKit.states.disabled')} value="#E1E5EB" onChange={() => undefined} disabled />
        </FieldGrid>
      </Demo>
      <Demo title={t('uiKit.inputs.dateTime')} description={t('uiKit.inputs.dateTimeText')}>
        <FieldGrid>
          <DateTimeDemo mode="date" label={t('uiKit.inputs.modeDate')} initial="2025-03-14" />
          <DateTimeDemo mode="datetime" label={t('uiKit.inputs.modeDateTime')} initial="2025-03-14T09:30:00" />
          <DateTimeDemo mode="time" label={t('uiKit.inputs.modeTime')} initial={null} />
          <DateTimePicker mode="date" label={t('uiKit.states.disabled')} value="2025-03-14" onChange={() => undefined} disabled />
        </FieldGrid>
      </Demo>
    </DemoPage>
  );
}
