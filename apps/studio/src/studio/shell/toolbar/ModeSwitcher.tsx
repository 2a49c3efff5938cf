import { useT } from '../../../i18n/index.ts';
import { Select } from '../../../ui/index.ts';
import { isStudioMode, studioModes } from '../../modes/studio-modes.ts';
import { useStudio, useStudioState } from '../../store/studio-context.tsx';

/** The studio's modes by their readable names; a gated mode without its access opens the licence modal instead. */
export function ModeSwitcher({ accesses }: { accesses: readonly string[] | undefined }) {
  const t = useT();
  const studio = useStudio();
  const mode = useStudioState((state) => state.mode);
  return (
    <Select
      label={t('studio.toolbar.mode')}
      hideLabel
      value={mode}
      options={studioModes.map((value) => ({ value, label: t(`studio.modes.${value}`) }))}
      onValueChange={(value) => isStudioMode(value) && studio.switchMode(value, accesses)}
      className="w-36 shrink-0 2xl:w-48 [&_button]:h-8"
    />
  );
}
