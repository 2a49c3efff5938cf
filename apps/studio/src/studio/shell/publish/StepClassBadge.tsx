import type { StepClass } from '@tessera/model/data';
import { useT } from '../../../i18n/index.ts';
import { Badge, type BadgeTone } from '../../../ui/index.ts';

const tones: Record<StepClass, BadgeTone> = { safe: 'success', locks: 'info', rewrites: 'warning', losesData: 'danger' };

/** A migration step's class, from harmless to destructive. */
export function StepClassBadge({ classification }: { classification: StepClass }) {
  const t = useT();
  return (
    <Badge size="sm" tone={tones[classification]}>
      {t(`releases.classes.${classification}`)}
    </Badge>
  );
}
