import type { ExpressionScope } from '@tessera/model/definition';
import { act, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../context/RuntimeProvider.tsx';
import { mount } from '../test-support/mount.tsx';
import { invoke, latestProps, recorded } from '../test-support/recording-native.ts';
import { makeNode } from '../test-support/render-node.tsx';
import { NodeView } from '../view/NodeView.tsx';
import { BindingScopeProvider } from './BindingScopeProvider.tsx';

vi.mock('react-native', async (importOriginal) => {
  const { recordingNative } = await import('../test-support/recording-native.ts');
  return recordingNative(await importOriginal<Record<string, unknown>>());
});

afterEach(() => {
  recorded.length = 0;
});

describe('bound props of live inputs and buttons', () => {
  it('seed an input from its bound value, again when the scope changes, and keep what is typed meanwhile', () => {
    const input = makeNode('textInput', { value: 'static' }, [], { bindings: { value: 'screen.name', disabled: 'screen.locked' } });
    const render = (scope: ExpressionScope): ReactElement => (
      <RuntimeProvider mode="live">
        <BindingScopeProvider scope={scope}>
          <NodeView node={input} />
        </BindingScopeProvider>
      </RuntimeProvider>
    );
    const view = mount(render({ screen: { name: 'Ada', locked: false } }));
    expect(latestProps('TextInput').value).toBe('Ada');
    expect(latestProps('TextInput').editable).toBe(true);
    act(() => invoke('TextInput', 'onChangeText', () => true, 'Ada L'));
    expect(latestProps('TextInput').value).toBe('Ada L');
    view.render(render({ screen: { name: 'Grace', locked: true } }));
    expect(latestProps('TextInput').value).toBe('Grace');
    expect(latestProps('TextInput').editable).toBe(false);
    view.unmount();
  });

  it('show a bound caption while another binding of the same button is refused (its static value stays)', () => {
    const button = makeNode('button', { text: 'Buy' }, [], { bindings: { text: 'screen.caption', variant: '"shiny"' } });
    const view = mount(
      <RuntimeProvider mode="live">
        <BindingScopeProvider scope={{ screen: { caption: 'Buy 3' } }}>
          <NodeView node={button} />
        </BindingScopeProvider>
      </RuntimeProvider>,
    );
    expect(view.container.textContent).toContain('Buy 3');
    view.unmount();
  });
});
