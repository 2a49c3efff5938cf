import type { ElementNode } from '@tessera/model/definition';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { memoryClients, node, runnable, screen as kitScreen } from '../test-support/app-view-kit.tsx';
import { AppView } from './AppView.tsx';
import { createMemoryNavigation } from './navigation-adapter.ts';
import type { AppScreen, RunnableApp } from './runnable-app.ts';

const screen = (id: string, root: ElementNode, kind: AppScreen['kind'] = 'screen'): AppScreen => kitScreen(id, root, { kind });
const app = (screens: AppScreen[], startScreenId: string | null = null): RunnableApp =>
  runnable(screens, startScreenId, { variables: [{ name: 'greeting', type: 'text', initial: 'Hello' }], environment: [{ name: 'REGION', value: 'eu' }] });
const clients = () => memoryClients();

describe('AppView (first render)', () => {
  it('opens the start screen with its variables, the app’s, the route parameters and the environment in bindings', () => {
    const home = screen(
      'home',
      node('root', 'container', { variables: [{ name: 'count', type: 'number', initial: 3 }] }, [
        node('l1', 'label', {}, [], { bindings: { text: 'app.greeting + " " + string(screen.count) + " " + env.REGION' } }),
      ]),
    );
    const other = screen('other', node('root2', 'container', {}, [node('l2', 'label', { text: 'Other screen' })]));
    const html = renderToStaticMarkup(<AppView app={app([other, home], 'home')} clients={clients()} />);
    expect(html).toContain('Hello 3 eu');
    expect(html).not.toContain('Other screen');
    const routed = renderToStaticMarkup(
      <AppView app={app([home, other])} clients={clients()} navigation={createMemoryNavigation({ screenId: 'other', params: { id: '7' } })} />,
    );
    expect(routed).toContain('Other screen');
  });

  it('opens the first page when no start screen is set, skipping masters and components', () => {
    const master = screen('m', node('rm', 'container', {}, [node('lm', 'label', { text: 'Master' })]), 'master');
    const page = screen('p', node('rp', 'container', {}, [node('lp', 'label', { text: 'Page' })]));
    expect(renderToStaticMarkup(<AppView app={app([master, page])} clients={clients()} />)).toContain('Page');
  });

  it('says so when the app has no screen', () => {
    expect(renderToStaticMarkup(<AppView app={app([])} clients={clients()} />)).toContain('This app has no screen to show.');
  });

  it('shows a closed modal nowhere and a bound repeater loading', () => {
    const root = node('root', 'container', {}, [
      node('modal1', 'modal', { title: 'Are you sure?' }),
      node('rep', 'dataRepeater', { dataSource: 'tasks' }, [node('t', 'label', {}, [], { bindings: { text: 'item.title' } })]),
    ]);
    const html = renderToStaticMarkup(<AppView app={app([screen('s', root)])} clients={clients()} />);
    expect(html).not.toContain('Are you sure?');
    expect(html).toContain('Loading…');
  });
});
