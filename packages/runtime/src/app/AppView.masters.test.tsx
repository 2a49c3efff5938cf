import { describe, expect, it, vi } from 'vitest';
import { action, node, page, press, runnable, screen, settle, show, resetAppViewEachTest } from '../test-support/app-view-kit.tsx';
import { createMemoryNavigation } from './navigation-adapter.ts';
import { startScreenOf } from './runnable-app.ts';

vi.mock('react-native', async (importOriginal) => {
  const { recordingNative } = await import('../test-support/recording-native.ts');
  return recordingNative(await importOriginal<Record<string, unknown>>());
});

resetAppViewEachTest();

/** A master with a header whose button opens `detail`, and a label bound to its own variable. */
const frame = screen(
  'frame',
  node('frame-root', 'container', { variables: [{ name: 'section', type: 'text', initial: 'Tasks' }] }, [
    node('brand', 'label', {}, [], { bindings: { text: '"Acme · " + screen.section' } }),
    node('to-detail', 'button', { text: 'Details' }, [], { events: { onClick: [action('navigate', { screenId: 'detail' })] } }),
  ], { events: { onLoad: [action('setVariable', { scope: 'app', name: 'visits', value: 'app.visits + 1' })] } }),
  { kind: 'master' },
);
const home = screen('home', node('home-root', 'container', {}, [node('welcome', 'label', { text: 'Welcome home' })]), { masterId: 'frame' });
const detail = screen('detail', node('detail-root', 'container', {}, [node('visits', 'label', {}, [], { bindings: { text: '"visits " + string(app.visits)' } })]), { masterId: 'frame' });

describe('AppView: pages inside their masters', () => {
  it('shows a page after its master’s elements, whose actions, variables and load actions run as the page’s', async () => {
    show([frame, home, detail]);
    await settle();
    const text = page();
    expect(text).toContain('Acme · Tasks');
    expect(text).toContain('Welcome home');
    expect(text.indexOf('Acme · Tasks')).toBeLessThan(text.indexOf('Welcome home'));
    await press('Details');
    // The master's load action ran on each opening: home, then detail.
    expect(page()).toContain('visits 2');
    expect(page()).toContain('Acme · Tasks');
    expect(page()).not.toContain('Welcome home');
  });

  it('never opens a master or a component as a page: not at start, not by a route, not by navigate', async () => {
    const widget = screen('widget', node('widget-root', 'container', {}, [node('w', 'label', { text: 'A component' })]), { kind: 'component' });
    const goFrame = screen('go', node('go-root', 'container', {}, [node('go-frame', 'button', { text: 'To the master' }, [], { events: { onClick: [action('navigate', { screenId: 'frame' }), action('showMessage', { text: 'moved' })] } })]));
    // The start screen setting names the master, and the route names the component: the first page opens.
    show(runnable([frame, widget, goFrame], 'frame'), undefined, createMemoryNavigation({ screenId: 'widget', params: {} }));
    await settle();
    expect(page()).toContain('To the master');
    expect(page()).not.toContain('A component');
    await press('To the master');
    expect(page()).toContain('To the master');
    expect(page()).not.toContain('moved');
  });

  it('an app of masters and components only has no page to show', () => {
    expect(startScreenOf(runnable([frame]))).toBeUndefined();
    expect(startScreenOf(runnable([frame, home], 'frame'))?.id).toBe('home');
    show([frame]);
    expect(page()).toContain('This app has no screen to show.');
  });
});
