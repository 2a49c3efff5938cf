import { createScreenRequestSchema, screenNameSchema, type ScreenSummary } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { groupScreens } from './group-screens.ts';
import { createScreenRequest, screenCatalogue } from './screen-catalogue.ts';
import { checkScreenName } from './screen-name.ts';

describe('checkScreenName', () => {
  it('trims, requires a name and allows at most 80 characters', () => {
    expect(checkScreenName('  Orders ')).toEqual({ ok: true, name: 'Orders' });
    expect(checkScreenName('   ')).toEqual({ ok: false, issue: 'required' });
    expect(checkScreenName('x'.repeat(80))).toEqual({ ok: true, name: 'x'.repeat(80) });
    expect(checkScreenName(` ${'x'.repeat(80)} `)).toEqual({ ok: true, name: 'x'.repeat(80) });
    expect(checkScreenName('x'.repeat(81))).toEqual({ ok: false, issue: 'tooLong' });
  });

  it("agrees with the model's screenNameSchema, messages included", async () => {
    const { translations } = await import('@tessera/catalog');
    const messages = translations.studioPanels.en.screens.nameErrors;
    for (const typed of ['', ' ', 'A', ' Home ', 'x'.repeat(80), 'x'.repeat(81), `${'é'.repeat(79)} `]) {
      const mine = checkScreenName(typed);
      const model = screenNameSchema.safeParse(typed);
      expect(mine.ok).toBe(model.success);
      if (mine.ok && model.success) expect(mine.name).toBe(model.data);
      if (!mine.ok && !model.success) expect(messages[mine.issue]).toBe(model.error.issues[0]?.message);
    }
  });
});

describe('screenCatalogue', () => {
  it('offers exactly the spec catalogue: three screens, one master', () => {
    expect(screenCatalogue.map((section) => [section.id, section.entries.map((entry) => `${entry.kind}:${entry.template}`)])).toEqual([
      ['newScreen', ['screen:blank', 'screen:blankWithHeader', 'screen:blankWithHeaderForMobile']],
      ['newMasterScreen', ['master:blank']],
    ]);
  });

  it('makes valid create requests; the mobile template targets mobile only', () => {
    const mobile = screenCatalogue[0]!.entries[2]!;
    expect(createScreenRequest(mobile, 'Home')).toEqual({ name: 'Home', kind: 'screen', template: 'blankWithHeaderForMobile', isMobile: true, isDesktop: false });
    const master = screenCatalogue[1]!.entries[0]!;
    expect(createScreenRequest(master, 'Frame')).toEqual({ name: 'Frame', kind: 'master', template: 'blank', isMobile: false, isDesktop: true });
    for (const section of screenCatalogue) for (const entry of section.entries) expect(createScreenRequestSchema.safeParse(createScreenRequest(entry, 'A')).success).toBe(true);
  });
});

describe('groupScreens', () => {
  const screen = (id: string, kind: ScreenSummary['kind']): ScreenSummary => ({
    id,
    projectId: 'p',
    name: id,
    kind,
    isMobile: false,
    isDesktop: true,
    masterId: null,
    version: 1,
    position: 0,
    isStartScreen: false,
    createdAt: '',
    updatedAt: '',
  });

  it('groups screens, then master screens, then the others, keeping the order and leaving out empty kinds', () => {
    const groups = groupScreens([screen('m1', 'master'), screen('s1', 'screen'), screen('c1', 'component'), screen('s2', 'screen')]);
    expect(groups.map((group) => [group.kind, group.screens.map((s) => s.id)])).toEqual([
      ['screen', ['s1', 's2']],
      ['master', ['m1']],
      ['component', ['c1']],
    ]);
    expect(groupScreens([])).toEqual([]);
  });
});
