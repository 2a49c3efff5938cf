import { Filter, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { Button, IconButton, Input, Popover, Select } from '../../ui/index.ts';
import { isCompleteFilter, isValues, type FilterOperator, type RowFilter } from '../rows/row-query.ts';
import { changeFilter, newFilter, operatorsFor } from './filter-operators.ts';
import type { RowColumn } from '../rows/row-table.ts';

export interface FilterBuilderProps {
  columns: readonly RowColumn[];
  filters: readonly RowFilter[];
  onApply: (filters: RowFilter[]) => void;
}

/**
 * The toolbar's filter builder: conditions (column, operator, value, optionally negated), all of
 * which must hold. Edited as a draft in a popover and applied together.
 */
export function FilterBuilder({ columns, filters, onApply }: FilterBuilderProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<RowFilter[]>([...filters]);
  const active = filters.filter(isCompleteFilter).length;
  const typeOf = (name: string) => columns.find((column) => column.name === name)?.type ?? 'text';

  function change(index: number, next: RowFilter) {
    setDraft((current) => current.map((filter, at) => (at === index ? next : filter)));
  }

  function apply(next: RowFilter[]) {
    onApply(next.filter(isCompleteFilter));
    setOpen(false);
  }

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(filters.length > 0 ? [...filters] : columns[0] ? [newFilter(columns[0].name, columns[0].type)] : []);
        setOpen(next);
      }}
      title={t('studio.grid.filterTitle')}
      showClose
      className="w-[40rem] max-w-[calc(100vw-2rem)]"
      trigger={
        <Button size="sm" variant={active > 0 ? 'primary' : 'secondary'}>
          <Filter aria-hidden="true" className="size-4" />
          {active > 0 ? t('studio.grid.filtersCount', { count: active }) : t('studio.grid.filters')}
        </Button>
      }
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        {draft.length === 0 && <p className="text-sm text-slate-500">{t('studio.grid.noFilters')}</p>}
        {draft.map((filter, index) => {
          const type = typeOf(filter.column);
          const hint = filter.operator === 'like' || filter.operator === 'ilike' ? t('studio.grid.operatorHints.like') : filter.operator === 'in' ? t('studio.grid.operatorHints.in') : undefined;
          return (
            <div key={index} className="flex items-start gap-2" data-testid="grid-filter">
              <Select
                label={t('studio.grid.filterColumn')}
                hideLabel
                className="w-40 shrink-0"
                options={columns.map((column) => ({ value: column.name, label: column.name }))}
                value={filter.column}
                onValueChange={(column) => change(index, changeFilter(filter, { column, type: typeOf(column) }))}
              />
              <label className="flex h-10 shrink-0 items-center gap-1.5 text-sm text-slate-600">
                <input type="checkbox" className="size-4 accent-indigo-600" checked={filter.negated} onChange={(event) => change(index, { ...filter, negated: event.target.checked })} />
                {t('studio.grid.filterNot')}
              </label>
              <Select
                label={t('studio.grid.filterOperator')}
                hideLabel
                className="w-48 shrink-0"
                options={operatorsFor(type).map((operator) => ({ value: operator, label: t(`studio.grid.operators.${operator}`) }))}
                value={filter.operator}
                onValueChange={(operator) => change(index, changeFilter(filter, { operator: operator as FilterOperator }))}
              />
              {filter.operator === 'is' ? (
                <Select
                  label={t('studio.grid.filterValue')}
                  hideLabel
                  className="min-w-0 flex-1"
                  options={isValues.map((value) => ({ value, label: t(`studio.grid.isValues.${value}`) }))}
                  value={filter.value}
                  onValueChange={(value) => change(index, { ...filter, value })}
                />
              ) : (
                <Input
                  label={t('studio.grid.filterValue')}
                  hideLabel
                  className="min-w-0 flex-1"
                  placeholder={hint ?? t('studio.grid.filterValue')}
                  value={filter.value}
                  onChange={(event) => change(index, { ...filter, value: event.target.value })}
                />
              )}
              <IconButton label={t('studio.grid.removeFilter')} icon={<X className="size-4" />} className="mt-1" onClick={() => setDraft((current) => current.filter((_, at) => at !== index))} />
            </div>
          );
        })}
        <div className="flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
          <Button
            size="sm"
            variant="ghost"
            disabled={columns.length === 0}
            onClick={() => {
              const [first] = columns;
              if (first) setDraft((current) => [...current, newFilter(first.name, first.type)]);
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('studio.grid.addFilter')}
          </Button>
          <div className="flex gap-2">
            <Button size="sm" variant="ghost" onClick={() => apply([])}>
              {t('studio.grid.clearFilters')}
            </Button>
            <Button size="sm" type="submit">
              {t('common.apply')}
            </Button>
          </div>
        </div>
      </form>
    </Popover>
  );
}
