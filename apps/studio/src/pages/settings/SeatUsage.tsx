import type { Subscription } from '@tessera/model/workspace-api';
import { useT } from '../../i18n/index.ts';

/** "Developers 1 of 1 · End users 0 of 10" from the subscription's usage meters. */
export function SeatUsage({ subscription }: { subscription: Subscription }) {
  const t = useT();
  const meter = (key: string) => subscription.usage.find((m) => m.key === key);
  const part = (key: string, label: 'settings.members.seatDevelopers' | 'settings.members.seatEndUsers') => {
    const m = meter(key);
    if (!m) return null;
    return t(label, { used: m.used ?? 0, limit: m.limit === null ? t('settings.members.unlimited') : m.limit });
  };
  const parts = [part('developer', 'settings.members.seatDevelopers'), part('endUser', 'settings.members.seatEndUsers')].filter(
    (text): text is string => text !== null,
  );
  if (parts.length === 0) return null;
  return (
    <p className="text-sm text-slate-600" data-testid="seat-usage">
      <span className="sr-only">{t('settings.members.seatsLabel')}: </span>
      {parts.join(' · ')}
    </p>
  );
}
