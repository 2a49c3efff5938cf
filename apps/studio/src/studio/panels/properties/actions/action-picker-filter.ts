/** One action type as the picker lists it: its type, group and label in the studio's language. */
export interface PickerEntry {
  type: string;
  group: string;
  label: string;
}

/** A group of the picker with the entries that match the search, in catalogue order. */
export interface PickerGroup {
  group: string;
  entries: PickerEntry[];
}

/** Lower case without accents; Turkish's dotless ı reads as i, so `satir` finds `Satır`. */
const fold = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '').replace(/ı/g, 'i');

/**
 * The picker's groups (in `groupOrder`) holding the entries whose label, type or group label
 * contains every word of `query` (case and accents ignored); empty groups are left out.
 */
export function filterPickerEntries(
  entries: readonly PickerEntry[],
  groupOrder: readonly string[],
  groupLabel: (group: string) => string,
  query: string,
): PickerGroup[] {
  const words = fold(query).split(/\s+/).filter((word) => word !== '');
  const matches = (entry: PickerEntry) => {
    const haystack = fold(`${entry.label} ${entry.type} ${groupLabel(entry.group)}`);
    return words.every((word) => haystack.includes(word));
  };
  return groupOrder
    .map((group) => ({ group, entries: entries.filter((entry) => entry.group === group && matches(entry)) }))
    .filter((group) => group.entries.length > 0);
}

/** The entries of the groups in the order they are shown (for arrow keys). */
export function flatEntries(groups: readonly PickerGroup[]): PickerEntry[] {
  return groups.flatMap((group) => group.entries);
}
