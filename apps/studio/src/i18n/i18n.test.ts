import { describe, expect, it } from 'vitest';
import { currentLanguage, i18n, initI18n, setLanguage } from './i18n.ts';

describe('i18n', () => {
  it('starts once, in English, with Turkish not yet loaded', async () => {
    const first = initI18n();
    expect(initI18n()).toBe(first);
    await first;
    expect(currentLanguage()).toBe('en');
    expect(i18n.t('common.cancel')).toBe('Cancel');
    expect(i18n.hasResourceBundle('tr', 'translation')).toBe(false);
  });

  it('loads Turkish on demand and switches back', async () => {
    await setLanguage('tr');
    expect(currentLanguage()).toBe('tr');
    expect([i18n.t('common.cancel'), i18n.t('common.save'), i18n.t('common.add')]).toEqual(['İptal', 'Kaydet', 'Ekle']);
    expect(i18n.t('common.confirmDialog.typeToConfirm', { name: 'Orders' })).toBe('Onaylamak için Orders yazın');
    await setLanguage('en');
    expect(i18n.t('common.cancel')).toBe('Cancel');
  });
});
