import type { ElementNode } from '@tessera/model/definition';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createEndUserAuthClient } from '../clients/end-user-auth-client.ts';
import { memoryStorage } from '../clients/key-value-storage.ts';
import { createRestRequestClient } from '../clients/rest-request-client.ts';
import { memoryData } from '../test-support/action-test-kit.ts';
import { AppView } from './AppView.tsx';
import { createMemoryNavigation } from './navigation-adapter.ts';
import type { AppScreen, RunnableApp } from './runnable-app.ts';

const node = (id: string, type: string, props: Record<string, unknown> = {}, children: ElementNode[] = [], extra: Partial<ElementNode> = {}): ElementNode => ({
  id,
  type,
  props,
  style: {},
  bindings: {},
  events: {},
  children,
  ...extra,
});

const screen = (id: string, root: ElementNode, kind: AppScreen['kind'] = 'screen'): AppScreen => ({ id, name: id, kind, isMobile: true, isDesktop: true, root });

function app(screens: AppScreen[], startScreenId: string | null = null): RunnableApp {
  return {
    projectId: 'p1',
    environment: 'draft',
    screens,
    settings: { startScreenId, previewDeviceId: null, variables: [{ name: 'greeting', type: 'text', initial: 'Hello' }], environment: [{ name: 'REGION', value: 'eu' }] },
    dataApiBase: '/api/data/p1/draft',
    authBase: '/api/apps/p1/draft/auth',
  };
}

const noFetch = async (): Promise<Response> => {
  throw new Error('no network in this test');
};
const clients = () => ({
  data: memoryData({}),
  auth: createEndUserAuthClient({ projectId: 'p1', environment: 'draft', authBase: '/api/apps/p1/draft/auth', storage: memoryStorage(), fetch: noFetch }),
  rest: createRestRequestClient({ projectId: 'p1', environment: 'draft', fetch: noFetch }),
});

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
