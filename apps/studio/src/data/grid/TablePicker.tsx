import type { DataTable } from '@tessera/model/data';
import { useT } from '../../i18n/index.ts';
import { Select } from '../../ui/index.ts';
import { choiceOfValue, choiceValue, type GridChoice } from './grid-choice.ts';

export interface TablePickerProps {
  projectTables: readonly DataTable[];
  /** The tables of the connected database open in the grid (its name and their names); none when a project table is open. */
  external: { connectorName: string; tables: readonly string[] } | null;
  choice: GridChoice;
  onChoose: (choice: GridChoice) => void;
}

/** The toolbar's table picker: the project's tables, then those of the connected database open in the grid. */
export function TablePicker({ projectTables, external, choice, onChoose }: TablePickerProps) {
  const t = useT();
  const options = [
    ...projectTables.map((table) => ({ value: choiceValue({ kind: 'project', tableId: table.id }), label: table.name })),
    ...(external?.tables ?? []).map((name) => ({ value: `external:${name}`, label: t('studio.grid.externalOption', { connector: external?.connectorName ?? '', table: name }) })),
  ];
  const value = choiceValue(choice);
  if (!options.some((option) => option.value === value) && choice.kind === 'external') options.push({ value, label: t('studio.grid.externalOption', { connector: choice.connectorName, table: choice.table }) });
  return (
    <Select
      label={t('studio.grid.table')}
      hideLabel
      className={choice.kind === 'external' ? 'w-80 max-w-full' : 'w-56'}
      options={options}
      value={value}
      onValueChange={(next) => {
        const chosen = choiceOfValue(next, choice);
        if (chosen) onChoose(chosen);
      }}
    />
  );
}
