import { useLanguage, useT } from '../../i18n/index.ts';
import { Button } from '../../ui/index.ts';

export interface RowCountProps {
  /** The first page's estimate (exact on small tables), null when not counted. */
  estimated: number | null;
  /** Every row of the view is loaded: the count is what is loaded. */
  loaded: number | null;
  exact: number | null | undefined;
  counting: boolean;
  onCountExactly: () => void;
}

/** "≈ 12,345 rows" from the planner's estimate, exact once asked for or once every row is loaded. */
export function RowCount({ estimated, loaded, exact, counting, onCountExactly }: RowCountProps) {
  const t = useT();
  const language = useLanguage();
  const format = (count: number) => new Intl.NumberFormat(language).format(count);
  const known = exact ?? loaded;
  let text: string;
  if (known !== null && known !== undefined) text = known === 1 ? t('studio.grid.rowsExactOne') : t('studio.grid.rowsExact', { count: format(known) });
  else if (estimated !== null) text = t('studio.grid.rowsEstimated', { count: format(estimated) });
  else text = t('studio.grid.rowsUnknown');
  return (
    <div className="flex items-center gap-2 text-sm text-slate-600">
      <span data-testid="grid-row-count" className="tabular-nums" aria-live="polite">
        {text}
      </span>
      {(known === null || known === undefined) && (
        <Button size="sm" variant="ghost" loading={counting} onClick={onCountExactly}>
          {counting ? t('studio.grid.counting') : t('studio.grid.countExactly')}
        </Button>
      )}
    </div>
  );
}
