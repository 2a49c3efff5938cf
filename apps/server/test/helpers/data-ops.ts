import type { AccessRule, DataColumn } from '@tessera/model/data';

/** A column as a builder's change adds it: optional, not unique, no default or reference unless `extra` says so. */
export const column = (id: string, name: string, type: DataColumn['type'], extra: Partial<DataColumn> = {}): DataColumn => ({
  id,
  name,
  type,
  required: false,
  unique: false,
  defaultValue: null,
  enumValues: [],
  references: null,
  ...extra,
});

/** An access rule for one kind of caller, with no roles, condition or column limit. */
export const rule = (who: AccessRule['who']): AccessRule => ({ who, roles: [], condition: [], columnIds: null });
