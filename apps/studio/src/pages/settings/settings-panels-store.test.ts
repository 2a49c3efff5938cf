import { afterEach, describe, expect, it } from 'vitest';
import { getSettingsPanelKeys, resetSettingsPanels, setSettingsPanelOpen } from './settings-panels-store.ts';

describe('settings panel keys', () => {
  afterEach(() => resetSettingsPanels());

  it("start with panel '1' open (spec §3 default)", () => {
    expect(getSettingsPanelKeys()).toEqual(['1']);
  });

  it('keep what the user opens and closes, without duplicates', () => {
    setSettingsPanelOpen('2', true);
    setSettingsPanelOpen('2', true);
    setSettingsPanelOpen('1', false);
    expect(getSettingsPanelKeys()).toEqual(['2']);
    const before = getSettingsPanelKeys();
    setSettingsPanelOpen('1', false);
    expect(getSettingsPanelKeys()).toBe(before);
  });
});
