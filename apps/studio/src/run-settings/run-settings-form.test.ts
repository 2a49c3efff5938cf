import { describe, expect, it } from 'vitest';
import { formAfterSavedChange, formOf, formShows, readForm, type RunSettingsForm } from './run-settings-form.ts';

const form = (overrides: Partial<RunSettingsForm> = {}): RunSettingsForm => ({
  startScreenId: 's1',
  previewDeviceId: null,
  variables: [],
  environment: [],
  manifestName: '',
  themeColor: '',
  backgroundColor: '',
  ...overrides,
});
const variable = (name: string, type: RunSettingsForm['variables'][number]['type'], initialText: string) => ({ key: name + type, name, type, initialText });

describe('the run settings form', () => {
  it('reads typed starting values (empty: none) and round-trips stored settings', () => {
    const { settings, errors } = readForm(
      form({
        variables: [variable('title', 'text', ' Hi '), variable('count', 'number', ' 4.5'), variable('open', 'boolean', 'TRUE'), variable('items', 'list', '[1,"a"]'), variable('filters', 'map', '{"a":1}'), variable('later', 'number', '')],
        environment: [{ key: 'e', name: 'API_BASE', value: 'https://x.test' }],
      }),
    );
    expect(errors).toEqual({});
    expect(settings.variables.map((v) => v.initial)).toEqual([' Hi ', 4.5, true, [1, 'a'], { a: 1 }, null]);
    const again = readForm(formOf(settings));
    expect(again.settings).toEqual(settings);
  });

  it('marks each field that keeps the form from saving', () => {
    const { errors } = readForm(
      form({
        variables: [variable('1bad', 'text', ''), variable('count', 'number', 'three'), variable('flag', 'boolean', 'yes'), variable('items', 'list', '[1,'), variable('m', 'map', '[1]')],
        environment: [{ key: 'a', name: 'KEY', value: '1' }, { key: 'b', name: 'KEY', value: '2' }, { key: 'c', name: 'has space', value: '' }],
      }),
    );
    expect(errors).toEqual({
      'variables.0.name': { key: 'name' },
      'variables.1.initial': { key: 'number' },
      'variables.2.initial': { key: 'boolean' },
      'variables.3.initial': { key: 'json' },
      'variables.4.initial': { text: 'The starting value of "m" must be a map (an object).' },
      'environment.0.name': { text: 'Each environment value needs its own name: "KEY" is used more than once.' },
      'environment.1.name': { text: 'Each environment value needs its own name: "KEY" is used more than once.' },
      'environment.2.name': { key: 'name' },
    });
  });

  it('marks every row of a duplicated variable name', () => {
    const { errors } = readForm(form({ variables: [variable('a', 'text', ''), variable('b', 'text', ''), variable('a', 'number', '1')] }));
    expect(Object.keys(errors)).toEqual(['variables.0.name', 'variables.2.name']);
  });

  it('reads the manifest’s name and colours, leaves them out when none is set, and marks a wrong colour or a long name', () => {
    expect(readForm(form()).settings).not.toHaveProperty('manifest');
    const { settings, errors } = readForm(form({ manifestName: ' Bird notes ', themeColor: '#EA580C', backgroundColor: '' }));
    expect(errors).toEqual({});
    expect(settings.manifest).toEqual({ name: 'Bird notes', themeColor: '#ea580c', backgroundColor: null });
    expect(readForm(formOf(settings)).settings).toEqual(settings);
    expect(readForm(form({ manifestName: 'x'.repeat(46), themeColor: 'orange', backgroundColor: '#fff' })).errors).toEqual({
      manifestName: { key: 'appName' },
      themeColor: { key: 'color' },
      backgroundColor: { key: 'color' },
    });
  });

  it('takes settings saved elsewhere when nothing was typed, and keeps what was typed otherwise', () => {
    const before = readForm(form()).settings;
    const after = { ...before, startScreenId: 's2', environment: [{ name: 'API_BASE', value: 'https://new.test' }] };
    const untouched = formOf(before);
    expect(formShows(untouched, before)).toBe(true);
    expect(readForm(formAfterSavedChange(untouched, before, after)).settings).toEqual(after);
    const typed = { ...untouched, manifestName: 'My app' };
    expect(formShows(typed, before)).toBe(false);
    expect(formAfterSavedChange(typed, before, after)).toBe(typed);
    const typedBack = { ...typed, manifestName: '' };
    expect(readForm(formAfterSavedChange(typedBack, before, after)).settings).toEqual(after);
  });
});
