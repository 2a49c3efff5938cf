import { describe, expect, it } from 'vitest';
import { resourcesFor } from './resources.ts';

describe('resourcesFor', () => {
  it('puts every namespace of one language under its own key', () => {
    const en = resourcesFor('en');
    expect(en.common.cancel).toBe('Cancel');
    expect(en.uiKit.title).toBe('UI kit');
    const tr = resourcesFor('tr');
    expect([tr.common.cancel, tr.common.save, tr.common.add]).toEqual(['İptal', 'Kaydet', 'Ekle']);
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
  });
});
