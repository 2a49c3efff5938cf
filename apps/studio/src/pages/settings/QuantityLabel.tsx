import { Check, Minus } from 'lucide-react';
import { useLanguage, useT } from '../../i18n/index.ts';
import type { QuantityView } from './plan-quantity.ts';

/** A plan quantity in words: a number, Unlimited (by agreement), ✓ or — (spec §9 plans). */
export function QuantityLabel({ view, compact = false }: { view: QuantityView; compact?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const note = (text: string | null) => (text && !compact ? <span className="block text-xs font-normal text-slate-500">{text}</span> : null);
  switch (view.kind) {
    case 'count':
      return (
        <span className="tabular-nums">
          {new Intl.NumberFormat(language).format(view.value)}
          {view.unit && ` ${view.unit}`}
          {note(view.extraLabel)}
        </span>
      );
    case 'unlimited':
      return (
        <span>
          {t('settings.subscriptions.unlimited')}
          {note(view.extraLabel)}
        </span>
      );
    case 'byAgreement':
      return (
        <span>
          {t('settings.subscriptions.unlimited')}
          {note(view.extraLabel ?? t('settings.subscriptions.byAgreement'))}
        </span>
      );
    case 'included':
      return (
        <span>
          <Check aria-hidden="true" className="inline size-4 text-emerald-600" />
          <span className="sr-only">{t('settings.subscriptions.included')}</span>
          {note(view.extraLabel)}
        </span>
      );
    case 'notIncluded':
      return (
        <span>
          <Minus aria-hidden="true" className="inline size-4 text-slate-400" />
          <span className="sr-only">{t('settings.subscriptions.notIncluded')}</span>
        </span>
      );
    default: {
      const never: never = view;
      throw new Error(`unknown quantity ${String(never)}`);
    }
  }
}
