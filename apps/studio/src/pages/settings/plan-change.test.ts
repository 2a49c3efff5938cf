import { describe, expect, it } from 'vitest';
import { assets, planAssets } from '@tessera/catalog';
import { compareAllowances } from './plan-change.ts';
import { describeQuantity } from './plan-quantity.ts';
import { meterView } from './usage-meter.ts';

const rows = (planId: string) =>
  planAssets.filter((row) => row.planId === planId).map((row) => ({ assetId: row.assetId, assetQty: row.assetQty, extraLabel: row.extraLabel ?? null }));

describe('describeQuantity', () => {
  it('reads counts, megabytes, unlimited, by agreement, features and absent rows', () => {
    expect(describeQuantity(1, { assetId: 4, assetQty: 3, extraLabel: null })).toEqual({ kind: 'count', value: 3, unit: null, extraLabel: null });
    expect(describeQuantity(3, { assetId: 8, assetQty: 250, extraLabel: null })).toMatchObject({ kind: 'count', value: 250, unit: 'MB' });
    expect(describeQuantity(1, { assetId: 7, assetQty: -1, extraLabel: null })).toEqual({ kind: 'unlimited', extraLabel: null });
    expect(describeQuantity(1, { assetId: 4, assetQty: -2, extraLabel: null })).toEqual({ kind: 'byAgreement', extraLabel: null });
    expect(describeQuantity(2, { assetId: 17, assetQty: 1, extraLabel: 'Technical account manager' })).toEqual({
      kind: 'included',
      extraLabel: 'Technical account manager',
    });
    expect(describeQuantity(2, { assetId: 11, assetQty: 0, extraLabel: null })).toEqual({ kind: 'notIncluded' });
    expect(describeQuantity(1, undefined)).toEqual({ kind: 'notIncluded' });
  });
});

describe('compareAllowances', () => {
  it('Free → Standard: more developers, end users and screens; actions become unlimited; Workflow added', () => {
    const changes = compareAllowances(assets, rows('free'), rows('standard'));
    const byName = Object.fromEntries(changes.map((c) => [c.assetName, c]));
    expect(byName.Developer).toMatchObject({ direction: 'more', from: { kind: 'count', value: 1 }, to: { kind: 'count', value: 3 } });
    expect(byName.Action).toMatchObject({ direction: 'more', to: { kind: 'unlimited' } });
    expect(byName['API Connection']).toMatchObject({ direction: 'gained' });
    expect(byName.Workflow).toMatchObject({ direction: 'gained', to: { kind: 'included' } });
    expect(byName.Company).toBeUndefined();
    // In the assets' order.
    expect(changes.map((c) => c.assetId)).toEqual([...changes.map((c) => c.assetId)].sort((a, b) => a - b));
  });

  it('Standard → Free is the mirror image (less, lost)', () => {
    const changes = compareAllowances(assets, rows('standard'), rows('free'));
    expect(changes.find((c) => c.assetName === 'Developer')?.direction).toBe('less');
    expect(changes.find((c) => c.assetName === 'Workflow')?.direction).toBe('lost');
  });

  it('leaves out unlimited to unlimited by agreement', () => {
    const changes = compareAllowances(assets, rows('pro'), rows('enterprise'));
    expect(changes.find((c) => c.assetName === 'Developer')).toBeUndefined();
    expect(changes.find((c) => c.assetName === 'Code Export')?.direction).toBe('gained');
  });
});

describe('meterView', () => {
  it('tells not measured, unlimited and limited meters apart, capping the bar at 100 %', () => {
    expect(meterView(null, 50)).toEqual({ kind: 'notMeasured', limit: 50 });
    expect(meterView(4, null)).toEqual({ kind: 'unlimited', used: 4 });
    expect(meterView(1, 3)).toEqual({ kind: 'limited', used: 1, limit: 3, percent: 33, full: false });
    expect(meterView(3, 3)).toMatchObject({ percent: 100, full: true });
    expect(meterView(5, 3)).toMatchObject({ percent: 100, full: true });
    expect(meterView(1, 0)).toMatchObject({ percent: 100, full: true });
  });

  it('reads a limit of 0 with nothing used as not included', () => {
    expect(meterView(null, 0)).toEqual({ kind: 'notIncluded' });
    expect(meterView(0, 0)).toEqual({ kind: 'notIncluded' });
  });
});
