import { describe, expect, test } from 'vitest';
import { chooseDesignScreen, decideModeSwitch, hasAccess, isStudioMode, studioModes } from './studio-modes.ts';

describe('decideModeSwitch', () => {
  test('switching to the current mode is ignored', () => {
    for (const mode of studioModes) expect(decideModeSwitch(mode, mode, ['Workflow', 'Scheduled Jobs'])).toEqual({ kind: 'ignore' });
  });

  test('an open mode switches without any access', () => {
    expect(decideModeSwitch('design', 'dataDiagramScheme', [])).toEqual({ kind: 'switch', mode: 'dataDiagramScheme' });
    expect(decideModeSwitch('workFlow', 'design', [])).toEqual({ kind: 'switch', mode: 'design' });
  });

  test('workFlow and scheduledJobs need their domain access', () => {
    expect(decideModeSwitch('design', 'workFlow', [])).toEqual({ kind: 'restricted', mode: 'workFlow', access: 'Workflow' });
    expect(decideModeSwitch('design', 'scheduledJobs', ['Workflow'])).toEqual({
      kind: 'restricted',
      mode: 'scheduledJobs',
      access: 'Scheduled Jobs',
    });
    expect(decideModeSwitch('design', 'workFlow', ['Workflow'])).toEqual({ kind: 'switch', mode: 'workFlow' });
    expect(decideModeSwitch('design', 'scheduledJobs', ['scheduledJobs'])).toEqual({ kind: 'switch', mode: 'scheduledJobs' });
  });

  test('a gated mode waits while the accesses are unknown', () => {
    expect(decideModeSwitch('design', 'workFlow', undefined).kind).toBe('restricted');
  });
});

describe('chooseDesignScreen', () => {
  const screens = [
    { id: 'master', kind: 'master' as const },
    { id: 'report', kind: 'report' as const },
    { id: 'home', kind: 'screen' as const },
    { id: 'orders', kind: 'screen' as const },
  ];

  test('the last visited screen when it still exists', () => {
    expect(chooseDesignScreen(screens, 'orders')).toBe('orders');
    expect(chooseDesignScreen(screens, 'master')).toBe('master');
  });

  test('else the first screen that is not a report, master or component', () => {
    expect(chooseDesignScreen(screens, 'deleted')).toBe('home');
    expect(chooseDesignScreen(screens, null)).toBe('home');
  });

  test('none when the project only has other kinds', () => {
    expect(chooseDesignScreen([{ id: 'c', kind: 'component' }], undefined)).toBeNull();
    expect(chooseDesignScreen([], 'x')).toBeNull();
  });
});

test('isStudioMode and hasAccess', () => {
  expect(isStudioMode('workFlow')).toBe(true);
  expect(isStudioMode('workflow')).toBe(false);
  expect(isStudioMode(undefined)).toBe(false);
  expect(hasAccess(['scheduled jobs'], 'Scheduled Jobs')).toBe(true);
  expect(hasAccess(['Workflow'], 'Scheduled Jobs')).toBe(false);
});
