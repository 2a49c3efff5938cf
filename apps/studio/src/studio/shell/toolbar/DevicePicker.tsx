import { devicePresets, devicePresetTypes } from '@tessera/catalog';
import { useMemo } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Select, type SelectGroup } from '../../../ui/index.ts';
import { useStudio, useStudioState } from '../../store/studio-context.tsx';
import { devicePresetOf } from '../../store/studio-selectors.ts';
import { deviceModelName } from './device-label.ts';

/** The device the canvas shows: every preset of the catalogue, grouped Desktop / Phone / Tablet. */
export function DevicePicker() {
  const t = useT();
  const studio = useStudio();
  const presetId = useStudioState((state) => devicePresetOf(state).id);
  const groups = useMemo<SelectGroup[]>(
    () =>
      devicePresetTypes.map((type) => ({
        label: t(`studio.toolbar.deviceGroups.${type}`),
        options: devicePresets
          .filter((preset) => preset.type === type)
          .map((preset) => ({
            value: preset.id,
            label: t('studio.toolbar.deviceOption', { model: deviceModelName(preset), width: preset.viewport.width, height: preset.viewport.height }),
          })),
      })),
    [t],
  );
  return (
    <Select
      label={t('studio.toolbar.device')}
      hideLabel
      options={groups}
      value={presetId}
      onValueChange={(value) => studio.setDevicePreset(value)}
      className="w-44 xl:w-52 2xl:w-60 [&_button]:h-8"
    />
  );
}
