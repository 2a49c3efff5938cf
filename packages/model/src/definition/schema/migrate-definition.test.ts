import { describe, expect, it } from 'vitest';
import v1 from './fixtures/project-v1.json' with { type: 'json' };
import { migrateDefinition } from './migrate-definition.ts';
import { CURRENT_SCHEMA_VERSION } from './project-definition.ts';

describe('migrateDefinition', () => {
  it('loads the version-1 fixture, adding isDesktop from !isMobile', () => {
    const before = JSON.stringify(v1);
    const result = migrateDefinition(v1);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(result.value.screens.map((s) => [s.isMobile, s.isDesktop])).toEqual([
      [true, false],
      [false, true],
      [false, true],
    ]);
    expect(result.value.screens[1]?.masterId).toBe('s-master');
    expect(JSON.stringify(v1)).toBe(before);
  });

  it('leaves a current document as it is', () => {
    const first = migrateDefinition(v1);
    if (!first.ok) throw new Error('fixture');
    const again = migrateDefinition(first.value);
    expect(again).toEqual(first);
  });

  it('names the path of the first problem', () => {
    const broken = { ...v1, screens: [{ ...v1.screens[0], root: { ...v1.screens[0]!.root, id: 7 } }] };
    const result = migrateDefinition(broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.path).toBe('screens[0].root.id');
  });

  it('refuses a non-object, a missing version and a newer version without throwing', () => {
    expect(migrateDefinition(null)).toMatchObject({ ok: false, error: { code: 'not-an-object' } });
    expect(migrateDefinition({})).toMatchObject({ ok: false, error: { path: 'schemaVersion' } });
    expect(migrateDefinition({ ...v1, schemaVersion: 99 })).toMatchObject({
      ok: false,
      error: { code: 'newer-schema-version' },
    });
  });

  it('throws on a gap in the migration list (a programming error)', () => {
    expect(() => migrateDefinition(v1, [], 2)).toThrow(/No definition migration/);
  });
});
