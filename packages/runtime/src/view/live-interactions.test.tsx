import type { ElementNode } from '@tessera/model/definition';
import { act } from 'react';
import { Linking, Platform } from 'react-native';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { RuntimeProvider } from '../context/RuntimeProvider.tsx';
import { type Mounted, mount } from '../test-support/mount.tsx';
import { invoke, latestProps, recorded } from '../test-support/recording-native.ts';
import { makeNode } from '../test-support/render-node.tsx';
import { NodeView } from './NodeView.tsx';

vi.mock('react-native', async (importOriginal) => {
  const { recordingNative } = await import('../test-support/recording-native.ts');
  return recordingNative(await importOriginal<Record<string, unknown>>());
});

const onEvent = vi.fn();
let view: Mounted | undefined;

function show(node: ElementNode, mode: 'edit' | 'live' = 'live', openUrl?: (url: string, target: string) => void): Mounted {
  view = mount(
    <RuntimeProvider mode={mode} onEvent={onEvent} {...(openUrl ? { openUrl } : {})}>
      <NodeView node={node} />
    </RuntimeProvider>,
  );
  return view;
}

const byRole = (role: string) => (props: Record<string, unknown>) => props.role === role;
const byLabel = (label: string) => (props: Record<string, unknown>) => props['aria-label'] === label;
const action = { id: 'act-1', type: 'showMessage', params: { text: 'hi' } };

beforeEach(() => {
  recorded.length = 0;
  onEvent.mockReset();
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
});

describe('live elements', () => {
  it('a button emits onClick', () => {
    show(makeNode('button', {}, [], { id: 'save' }));
    act(() => invoke('Pressable', 'onPress', byRole('button')));
    expect(onEvent).toHaveBeenCalledWith('save', 'onClick', undefined);
  });

  it('a disabled button cannot be pressed', () => {
    show(makeNode('button', { disabled: true }));
    expect(latestProps('Pressable', byRole('button')).disabled).toBe(true);
  });

  it('nothing is pressable on the canvas', () => {
    show(makeNode('column', {}, [makeNode('button'), makeNode('checkbox'), makeNode('tabs'), makeNode('link')]), 'edit');
    expect(recorded.filter((render) => render.component === 'Pressable')).toEqual([]);
    expect(latestProps('Text', byRole('link')).onPress).toBeUndefined();
  });

  it('a link opens its href in its target when no action is attached', () => {
    const open = vi.spyOn(Linking, 'openURL').mockResolvedValue(undefined);
    show(makeNode('link', { href: 'https://example.com/docs', target: '_self' }));
    act(() => invoke('Text', 'onPress', byRole('link')));
    expect(open).toHaveBeenCalledWith('https://example.com/docs', '_self');
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('a link never opens a script address, even one stored around the validator', () => {
    const open = vi.spyOn(Linking, 'openURL').mockResolvedValue(undefined);
    for (const href of ['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>1</script>', '#', '']) {
      show(makeNode('link', { href, target: '_top' }));
      act(() => invoke('Text', 'onPress', byRole('link')));
    }
    expect(open).not.toHaveBeenCalled();
  });

  it("a link opens through the provider's openUrl when one is given (the studio's preview: a new tab)", () => {
    const system = vi.spyOn(Linking, 'openURL').mockResolvedValue(undefined);
    const openUrl = vi.fn();
    show(makeNode('link', { href: 'https://example.com/docs', target: '_top' }), 'live', openUrl);
    act(() => invoke('Text', 'onPress', byRole('link')));
    expect(openUrl).toHaveBeenCalledWith('https://example.com/docs', '_top');
    expect(system).not.toHaveBeenCalled();
  });

  it('a link with an action runs it instead of navigating', () => {
    const open = vi.spyOn(Linking, 'openURL').mockResolvedValue(undefined);
    show(makeNode('link', { href: 'https://example.com' }, [], { id: 'more', events: { onClick: [action] } }));
    act(() => invoke('Text', 'onPress', byRole('link')));
    expect(onEvent).toHaveBeenCalledWith('more', 'onClick', undefined);
    expect(open).not.toHaveBeenCalled();
  });

  it('a container with an onClick action becomes pressable', () => {
    show(makeNode('container', {}, [], { id: 'box', events: { onClick: [action] } }));
    act(() => invoke('Pressable', 'onPress', () => true));
    expect(onEvent).toHaveBeenCalledWith('box', 'onClick', undefined);
  });

  it('a text input keeps what is typed and emits its events', () => {
    show(makeNode('textInput', { label: 'Name', value: 'Ann' }, [], { id: 'name' }));
    expect(latestProps('TextInput').value).toBe('Ann');
    expect(latestProps('TextInput').editable).toBe(true);
    act(() => invoke('TextInput', 'onChangeText', () => true, 'Anna'));
    expect(latestProps('TextInput').value).toBe('Anna');
    expect(onEvent).toHaveBeenCalledWith('name', 'onChange', 'Anna');
    act(() => invoke('TextInput', 'onSubmitEditing', () => true));
    expect(onEvent).toHaveBeenCalledWith('name', 'onSubmit', 'Anna');
  });

  it('an edit-mode text input is neither editable nor focusable', () => {
    show(makeNode('textInput', { value: 'Ann' }), 'edit');
    expect(latestProps('TextInput')).toMatchObject({ editable: false, focusable: false, value: 'Ann' });
  });

  it('a number input refuses e, clamps on blur and steps with the arrows', () => {
    show(makeNode('numberInput', { value: 5, max: 20, precision: 1 }, [], { id: 'qty' }));
    expect(latestProps('TextInput').value).toBe('5.0');
    act(() => invoke('TextInput', 'onChangeText', () => true, '5e'));
    expect(latestProps('TextInput').value).toBe('5.0');
    act(() => invoke('TextInput', 'onChangeText', () => true, '42.25'));
    expect(latestProps('TextInput').value).toBe('5.0');
    act(() => invoke('TextInput', 'onChangeText', () => true, '42.2'));
    act(() => invoke('TextInput', 'onBlur', () => true));
    expect(latestProps('TextInput').value).toBe('20.0');
    expect(onEvent).toHaveBeenCalledWith('qty', 'onBlur', 20);
    const preventDefault = vi.fn();
    act(() => invoke('TextInput', 'onKeyPress', () => true, { nativeEvent: { key: 'ArrowDown', shiftKey: true }, preventDefault }));
    expect(latestProps('TextInput').value).toBe('10.0');
    expect(onEvent).toHaveBeenLastCalledWith('qty', 'onChange', 10);
    expect(preventDefault).toHaveBeenCalled();
  });

  it('a checkbox, a switch and a radio group change and emit onChange', () => {
    show(
      makeNode('column', {}, [
        makeNode('checkbox', { label: 'Agree' }, [], { id: 'agree' }),
        makeNode('switch', { label: 'Alerts', checked: true }, [], { id: 'alerts' }),
        makeNode('radioGroup', { label: 'Size' }, [], { id: 'size' }),
      ]),
    );
    act(() => invoke('Pressable', 'onPress', byRole('checkbox')));
    expect(latestProps('Pressable', byRole('checkbox'))['aria-checked']).toBe(true);
    expect(onEvent).toHaveBeenCalledWith('agree', 'onChange', true);
    act(() => invoke('Switch', 'onValueChange', () => true, false));
    expect(latestProps('Switch').value).toBe(false);
    expect(onEvent).toHaveBeenCalledWith('alerts', 'onChange', false);
    const optionB = recorded.filter((render) => render.component === 'Pressable' && render.props.role === 'radio')[1]!.props;
    act(() => (optionB.onPress as () => void)());
    expect(onEvent).toHaveBeenCalledWith('size', 'onChange', 'b');
  });

  it('a select opens, filters and chooses', () => {
    show(makeNode('select', { label: 'Country', searchable: true }, [], { id: 'country' }));
    act(() => invoke('Pressable', 'onPress', byLabel('Country')));
    act(() => invoke('TextInput', 'onChangeText', () => true, 'b'));
    const options = recorded.filter((render) => render.component === 'Pressable' && render.props.role === 'option');
    expect(options.at(-1)?.props['aria-selected']).toBe(false);
    act(() => (options.at(-1)!.props.onPress as () => void)());
    expect(onEvent).toHaveBeenCalledWith('country', 'onChange', 'b');
    expect(view!.container.textContent).toContain('Option B');
    expect(view!.container.textContent).not.toContain('Option A');
  });

  it('a multiple select emits the chosen values', () => {
    show(makeNode('select', { label: 'Tags', multiple: true }, [], { id: 'tags' }));
    act(() => invoke('Pressable', 'onPress', byLabel('Tags')));
    act(() => invoke('Pressable', 'onPress', (props) => props.role === 'option'));
    expect(onEvent).toHaveBeenLastCalledWith('tags', 'onChange', ['b']);
    act(() => invoke('Pressable', 'onPress', (props) => props.role === 'option' && props['aria-selected'] === false));
    expect(onEvent).toHaveBeenLastCalledWith('tags', 'onChange', ['b', 'a']);
  });

  it('a date picker emits only complete, real values (a typed value where there is no browser picker)', () => {
    const platform = Platform as { OS: string };
    const web = platform.OS;
    platform.OS = 'ios';
    onTestFinished(() => {
      platform.OS = web;
    });
    show(makeNode('dateTimePicker', { mode: 'datetime' }, [], { id: 'when' }));
    expect(latestProps('TextInput').placeholder).toBe('YYYY-MM-DDTHH:mm:ss');
    act(() => invoke('TextInput', 'onChangeText', () => true, '2024-02-30T10:00:00'));
    expect(onEvent).not.toHaveBeenCalled();
    act(() => invoke('TextInput', 'onChangeText', () => true, '2024-02-29T10:00:00'));
    expect(onEvent).toHaveBeenCalledWith('when', 'onChange', '2024-02-29T10:00:00');
  });

  it('tabs switch and emit onChange with the index', () => {
    const tabs = makeNode('tabs', { tabs: ['One', 'Two'] }, [
      makeNode('container', {}, [makeNode('label', { text: 'first tab' })]),
      makeNode('container', {}, [makeNode('label', { text: 'second tab' })]),
    ]);
    const mounted = show(tabs);
    expect(mounted.container.textContent).toContain('first tab');
    const second = recorded.filter((render) => render.component === 'Pressable' && render.props.role === 'tab')[1]!.props;
    act(() => (second.onPress as () => void)());
    expect(mounted.container.textContent).toContain('second tab');
    expect(mounted.container.textContent).not.toContain('first tab');
    expect(onEvent).toHaveBeenCalledWith(tabs.id, 'onChange', 1);
  });

  it('a form submits its inputs’ values by name and resets them', () => {
    const form = makeNode(
      'form',
      { submitText: 'Send' },
      [
        makeNode('textInput', { name: 'email', label: 'Email' }),
        makeNode('checkbox', { name: 'terms', label: 'Terms' }),
        makeNode('numberInput', { name: 'age', label: 'Age', value: 30 }),
        makeNode('textInput', { label: 'No name' }),
        makeNode('button', { text: 'Clear', buttonType: 'reset' }),
      ],
      { id: 'signup' },
    );
    show(form);
    act(() => invoke('TextInput', 'onChangeText', byLabel('Email'), 'ann@example.com'));
    act(() => invoke('Pressable', 'onPress', byRole('checkbox')));
    act(() => invoke('Pressable', 'onPress', (props) => props.role === 'button' && JSON.stringify(recordedText(props)).includes('Send')));
    expect(onEvent).toHaveBeenLastCalledWith('signup', 'onSubmit', { email: 'ann@example.com', terms: true, age: 30 });

    act(() => invoke('Pressable', 'onPress', (props) => props.role === 'button' && JSON.stringify(recordedText(props)).includes('Clear')));
    expect(latestProps('TextInput', byLabel('Email')).value).toBe('');
    act(() => invoke('Pressable', 'onPress', (props) => props.role === 'button' && JSON.stringify(recordedText(props)).includes('Send')));
    expect(onEvent).toHaveBeenLastCalledWith('signup', 'onSubmit', { email: '', terms: false, age: 30 });
  });
});

/** The texts inside a recorded element's children (a button's caption). */
function recordedText(props: Record<string, unknown>): unknown {
  const texts: unknown[] = [];
  const visit = (node: unknown): void => {
    if (typeof node === 'string') texts.push(node);
    else if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object' && 'props' in node) visit((node as { props: { children?: unknown } }).props.children);
  };
  visit(props.children);
  return texts;
}
