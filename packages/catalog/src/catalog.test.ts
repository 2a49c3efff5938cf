import { describe, expect, it } from 'vitest';
import { assets, isUnlimited, planAssets, planQuantity, plans, timeZones, translations } from './index.ts';

describe('plans (spec §9)', () => {
  it('lists Free 0, Standard 190, Pro 500, Enterprise 750 USD, each sold plan with a price id', () => {
    expect(plans.map((p) => [p.planName, p.planPrice, p.planPriceCurrency])).toEqual([
      ['Free', 0, 'USD'],
      ['Standard', 190, 'USD'],
      ['Pro', 500, 'USD'],
      ['Enterprise', 750, 'USD'],
    ]);
    for (const plan of plans.filter((p) => p.planPrice > 0)) expect(plan.stripeId).toMatch(/^price_/);
  });

  it('grants the allowances of the table', () => {
    expect(['free', 'standard', 'pro', 'enterprise'].map((id) => planQuantity(id as 'free', 'developer'))).toEqual([1, 3, -1, -2]);
    expect(planQuantity('free', 'endUser')).toBe(10);
    expect(planQuantity('standard', 'endUser')).toBe(100);
    expect(planQuantity('free', 'screen')).toBe(50);
    expect(planQuantity('standard', 'screen')).toBe(500);
    expect(planQuantity('free', 'action')).toBe(50);
    expect(isUnlimited(planQuantity('standard', 'action'))).toBe(true);
    expect(['free', 'standard', 'pro', 'enterprise'].map((id) => planQuantity(id as 'free', 'diskCapacity'))).toEqual([250, 10000, 50000, 100000]);
    expect(['free', 'standard', 'pro'].map((id) => planQuantity(id as 'free', 'ticketPerMonth'))).toEqual([10, 20, 30]);
    expect(['free', 'standard', 'pro'].map((id) => planQuantity(id as 'free', 'mobileApp'))).toEqual([1, 1, 2]);
    expect(planQuantity('free', 'customServerCode')).toBe(0);
    expect(planQuantity('pro', 'customServerCode')).toBe(1);
    expect(planQuantity('free', 'apiConnection')).toBe(0);
    expect(planQuantity('standard', 'apiConnection')).toBe(1);
    expect(planQuantity('enterprise', 'codeExport')).toBe(1);
    expect(planQuantity('free', 'workflow')).toBe(0);
  });

  it('has one row per plan and asset, typed like its asset, with known ids only', () => {
    const seen = new Set<string>();
    for (const row of planAssets) {
      const asset = assets.find((a) => a.assetId === row.assetId);
      expect(asset, `asset ${row.assetId}`).toBeDefined();
      expect(row.assetType).toBe(asset!.assetType);
      const key = `${row.planId}/${row.assetId}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
    expect(new Set(assets.map((a) => a.assetId)).size).toBe(assets.length);
  });
});

describe('time zones (spec §9)', () => {
  it('runs from GMT-12:00 to GMT+12:00 in 30- or 45-minute multiples, sorted and unique', () => {
    expect(timeZones[0]!.id).toBe('GMT-12:00');
    expect(timeZones.at(-1)!.id).toBe('GMT+12:00');
    for (let i = 1; i < timeZones.length; i++) expect(timeZones[i]!.offsetMinutes).toBeGreaterThan(timeZones[i - 1]!.offsetMinutes);
    for (const z of timeZones) expect(z.offsetMinutes % 30 === 0 || z.offsetMinutes % 15 === 0).toBe(true);
    expect(timeZones.map((z) => z.id)).toContain('GMT+05:45');
  });
});

describe('translations', () => {
  function keys(table: object, prefix = ''): string[] {
    return Object.entries(table).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));
  }

  it.each(Object.keys(translations))('%s has the same keys in English and Turkish, none empty', (ns) => {
    const table = translations[ns as keyof typeof translations] as { en: object; tr: object };
    expect(keys(table.tr).sort()).toEqual(keys(table.en).sort());
    for (const lang of [table.en, table.tr]) {
      const walk = (t: object): void => {
        for (const v of Object.values(t)) {
          if (typeof v === 'string') expect(v.trim()).not.toBe('');
          else walk(v as object);
        }
      };
      walk(lang);
    }
  });

  it('says Cancel, Save and Add in both languages (spec §9)', () => {
    const { en, tr } = translations.common as unknown as { en: Record<string, string>; tr: Record<string, string> };
    expect([en.cancel, en.save, en.add]).toEqual(['Cancel', 'Save', 'Add']);
    expect([tr.cancel, tr.save, tr.add]).toEqual(['İptal', 'Kaydet', 'Ekle']);
  });
});
