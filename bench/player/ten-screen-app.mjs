// A generated 10-screen app for the player's benchmarks: a list screen and a detail screen per
// area, each with a header, text, inputs, buttons navigating between screens and a list of
// cards (about 40 elements a screen), as a builder's first real app would have.

const node = (id, type, props = {}, children = [], events = {}) => ({ id, type, props, style: {}, bindings: {}, events, children });

/** The element tree of screen `index` (ids unique across the app). */
export function screenTree(index, screenNames) {
  const id = (name) => `s${index}-${name}`;
  const next = (index + 1) % screenNames.length;
  const cards = Array.from({ length: 8 }, (_, card) =>
    node(id(`card${card}`), 'container', { gap: 4 }, [
      node(id(`card${card}-title`), 'heading', { text: `Item ${card + 1}`, level: 3 }),
      node(id(`card${card}-text`), 'label', { text: `Details of item ${card + 1} on ${screenNames[index]}` }),
    ]),
  );
  return node(id('root'), 'container', { gap: 12 }, [
    node(id('header'), 'container', { gap: 8 }, [
      node(id('title'), 'heading', { text: screenNames[index], level: 1 }),
      node(id('intro'), 'label', { text: `Screen ${index + 1} of ${screenNames.length}` }),
    ]),
    node(id('form'), 'container', { gap: 8 }, [
      node(id('name'), 'textInput', { placeholder: 'Name' }),
      node(id('email'), 'textInput', { placeholder: 'Email' }),
      node(id('go'), 'button', { text: `Open ${screenNames[next]}` }, [], {
        onClick: [{ id: id('nav'), type: 'navigate', params: { screenId: `screen-${next}` } }],
      }),
    ]),
    node(id('list'), 'container', { gap: 8 }, cards),
  ]);
}

export const screenNames = ['Home', 'Task list', 'Task detail', 'New task', 'Projects', 'Project detail', 'People', 'Person detail', 'Reports', 'Settings'];
