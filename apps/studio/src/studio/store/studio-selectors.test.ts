import { DEFAULT_DESKTOP_PRESET_ID, DEFAULT_PHONE_PRESET_ID } from '@tessera/catalog';
import { expect, test } from 'vitest';
import { testNode, testProject, testScreens } from '../test-kit/studio-fixtures.ts';
import { defaultPresetIdFor, devicePresetOf, isInRepeaterOfOpenScreen, saveStateOf, selectedNodeOf } from './studio-selectors.ts';
import { initialStudioState, type StudioState } from './studio-state.ts';

function state(overrides: Partial<StudioState>): StudioState {
  return { ...initialStudioState({ projectId: 'p1', readOnly: false }), definition: testProject(), ...overrides };
}

test('a mobile-only screen opens on the default phone, any other on the default desktop', () => {
  expect(defaultPresetIdFor({ isMobile: true, isDesktop: false })).toBe(DEFAULT_PHONE_PRESET_ID);
  expect(defaultPresetIdFor({ isMobile: true, isDesktop: true })).toBe(DEFAULT_DESKTOP_PRESET_ID);
  expect(defaultPresetIdFor(undefined)).toBe(DEFAULT_DESKTOP_PRESET_ID);
  expect(devicePresetOf(state({ openScreenId: testScreens()[1]!.id })).id).toBe(DEFAULT_PHONE_PRESET_ID);
  expect(devicePresetOf(state({ openScreenId: 'other', devicePresetId: 'ipad-pro-13-m4' })).id).toBe('ipad-pro-13-m4');
  expect(devicePresetOf(state({ openScreenId: 'home', devicePresetId: 'no-such-device' })).id).toBe(DEFAULT_DESKTOP_PRESET_ID);
});

test('the save state of the open screen', () => {
  expect(saveStateOf(state({}))).toBe('none');
  expect(saveStateOf(state({ openScreenId: 'home' }))).toBe('saved');
  expect(saveStateOf(state({ openScreenId: 'home', dirty: { home: true } }))).toBe('unsaved');
  expect(saveStateOf(state({ openScreenId: 'home', dirty: { home: true }, saveErrors: { home: 'x' } }))).toBe('failed');
  expect(saveStateOf(state({ openScreenId: 'home', dirty: { home: true }, saving: { home: true } }))).toBe('saving');
});

test('the properties panel gets the one selected node', () => {
  expect(selectedNodeOf(state({ openScreenId: 'home', selection: ['btn'] }))?.type).toBe('button');
  expect(selectedNodeOf(state({ openScreenId: 'home', selection: ['btn', 'lbl'] }))).toBeUndefined();
  expect(selectedNodeOf(state({ openScreenId: 'home', selection: [] }))).toBeUndefined();
  const shared = state({ openScreenId: 'home', selection: ['btn'] });
  expect(selectedNodeOf(shared)).toBe(selectedNodeOf({ ...shared }));
});

test('bindings see item and index only inside a data repeater', () => {
  const home = testScreens()[0]!;
  const root = testNode('root', 'container', [testNode('rep', 'dataRepeater', [testNode('card', 'card', [testNode('title', 'label')])]), testNode('out', 'label')]);
  const withRepeater = state({ definition: testProject([{ ...home, root }]), openScreenId: 'home' });
  expect(isInRepeaterOfOpenScreen(withRepeater, 'title')).toBe(true);
  expect(isInRepeaterOfOpenScreen(withRepeater, 'card')).toBe(true);
  expect(isInRepeaterOfOpenScreen(withRepeater, 'rep')).toBe(false);
  expect(isInRepeaterOfOpenScreen(withRepeater, 'out')).toBe(false);
  expect(isInRepeaterOfOpenScreen(state({}), 'title')).toBe(false);
});
