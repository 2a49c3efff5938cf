import { assetTypes } from '@tessera/catalog';
import type { UsageMeter as Meter } from '@tessera/model/workspace-api';
import { useLanguage, useT } from '../../i18n/index.ts';
import { cx } from '../../ui/index.ts';
import { meterView } from './usage-meter.ts';

/** One usage meter: the asset's name, "used of limit" and a bar (none when unlimited or not measured). */
export function UsageMeter({ meter }: { meter: Meter }) {
  const t = useT();
  const language = useLanguage();
  const view = meterView(meter.used, meter.limit);
  const id = `meter-${meter.key}`;
  const unit = meter.assetType === assetTypes.diskCapacity ? ' MB' : '';
  const number = (value: number) => `${new Intl.NumberFormat(language).format(value)}${unit}`;
  let figure: string;
  switch (view.kind) {
    case 'notIncluded':
      figure = t('settings.subscriptions.notIncluded');
      break;
    case 'notMeasured':
      figure = view.limit === null ? t('settings.billing.unlimited') : t('settings.billing.limitOf', { limit: number(view.limit) });
      break;
    case 'unlimited':
      figure = t('settings.billing.usedUnlimited', { used: number(view.used) });
      break;
    case 'limited':
      figure = t('settings.billing.usageOf', { used: number(view.used), limit: number(view.limit) });
      break;
    default: {
      const never: never = view;
      throw new Error(`unknown meter ${String(never)}`);
    }
  }
  return (
    <li className="flex flex-col gap-1.5 py-3" data-testid="usage-meter" data-asset={meter.key}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span id={id} className="font-medium text-slate-900">
          {meter.assetName}
        </span>
        <span className={cx('tabular-nums', view.kind === 'limited' && view.full ? 'font-semibold text-amber-700' : view.kind === 'notIncluded' ? 'text-slate-400' : 'text-slate-600')}>
          {figure}
        </span>
      </div>
      {view.kind === 'limited' && (
        <div
          role="progressbar"
          aria-labelledby={id}
          aria-valuemin={0}
          aria-valuemax={view.limit}
          aria-valuenow={Math.min(view.used, view.limit)}
          aria-valuetext={figure}
          className="h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className={cx('h-full rounded-full transition-[width]', view.full ? 'bg-amber-500' : 'bg-indigo-600')}
            style={{ width: `${Math.max(view.percent, view.used > 0 ? 2 : 0)}%` }}
          />
        </div>
      )}
      {view.kind === 'notMeasured' && <p className="text-xs text-slate-500 italic">{t('settings.billing.notMeasured')}</p>}
    </li>
  );
}
