import { getElementDeclaration, nodeIndexOf } from '@tessera/model/definition';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent as ReactKeyboardEvent, type ReactElement } from 'react';
import { useCanvasServices, useCanvasState } from './canvas-services.ts';
import type { ElementMenu as ElementMenuAnchor } from './canvas-store.ts';
import { elementMenuItems, menuFocusAfter, placeMenu, type ElementMenuItem } from './element-menu.ts';
import { frameZoom } from './frame-zoom.ts';

const menuStyle: CSSProperties = {
  position: 'absolute',
  left: 0,
  top: 0,
  transformOrigin: '0 0',
  minWidth: 168,
  margin: 0,
  padding: 4,
  listStyle: 'none',
  background: '#fff',
  border: '1px solid #e2e8f0',
  borderRadius: 6,
  boxShadow: '0 8px 24px rgba(15, 23, 42, 0.16)',
  pointerEvents: 'auto',
  font: '400 13px/20px system-ui, -apple-system, "Segoe UI", sans-serif',
  color: '#0f172a',
};

function itemStyle(active: boolean, danger: boolean): CSSProperties {
  return {
    display: 'block',
    width: '100%',
    padding: '4px 10px',
    border: 0,
    borderRadius: 4,
    background: active ? '#eff6ff' : 'transparent',
    color: danger ? '#b91c1c' : 'inherit',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    outline: active ? '2px solid #2563eb' : 'none',
    outlineOffset: -2,
  };
}

/**
 * The element menu of the overlay (right-click, the context-menu key, Shift+F10): "Actions…",
 * "Form…" and "Detach form", as `elementMenuItems` offers them for the node. It takes the focus
 * on its first item; arrows, Home and End move it, Enter or Space choose, Escape and Tab close.
 * A press outside it or the canvas losing the focus closes it. Choosing sends the item's canvas
 * message; closing or choosing gives the focus back to the canvas (the shell's editor, when one
 * opens, takes it from there). It is drawn at the builder's screen size whatever the stage's zoom.
 */
export function ElementMenu(): ReactElement | null {
  const { store } = useCanvasServices();
  const menu = useCanvasState((state) => state.menu);
  const root = useCanvasState((state) => state.root);
  const screenId = useCanvasState((state) => state.screenId);
  const items = useMemo(() => (menu && root && screenId ? elementMenuItems(root, screenId, menu.nodeId) : []), [menu, root, screenId]);
  const type = menu && root ? nodeIndexOf(root).nodeById.get(menu.nodeId)?.type : undefined;

  // The node went away (removed, another screen): the menu goes too.
  useEffect(() => {
    if (menu && items.length === 0) store.setMenu(null);
  }, [menu, items, store]);

  if (!menu || items.length === 0) return null;
  const label = `${getElementDeclaration(type ?? '')?.label ?? 'Element'} menu`;
  return <MenuList key={`${menu.nodeId}:${menu.x}:${menu.y}`} anchor={menu} items={items} label={label} />;
}

function MenuList({ anchor, items, label }: { anchor: ElementMenuAnchor; items: ElementMenuItem[]; label: string }): ReactElement {
  const { store, send } = useCanvasServices();
  const list = useRef<HTMLUListElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const [place, setPlace] = useState<{ x: number; y: number } | null>(null);
  const zoom = useMemo(() => frameZoom(window), []);

  const close = useMemo(
    () => () => {
      store.setMenu(null);
      window.focus();
    },
    [store],
  );

  // Measured and moved inside the window before the first paint (a state set in a layout effect
  // renders again before the browser paints).
  useLayoutEffect(() => {
    const box = list.current?.getBoundingClientRect();
    if (!box) return;
    setPlace(placeMenu(anchor, { width: box.width, height: box.height }, { width: window.innerWidth, height: window.innerHeight }));
    buttons.current[0]?.focus({ preventScroll: true });
  }, [anchor]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !list.current?.contains(event.target)) store.setMenu(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onBlur = () => store.setMenu(null);
    window.addEventListener('pointerdown', onPointerDown, { capture: true });
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('pointerdown', onPointerDown, { capture: true });
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('blur', onBlur);
    };
  }, [close, store]);

  const focusItem = (index: number) => {
    setActive(index);
    buttons.current[index]?.focus({ preventScroll: true });
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Tab') {
      event.preventDefault();
      close();
      return;
    }
    const next = menuFocusAfter(event.key, active, items.length);
    if (next === null) return;
    event.preventDefault();
    focusItem(next);
  };

  const choose = (item: ElementMenuItem) => {
    close();
    send(item.message);
  };

  const position = place ?? anchor;
  return (
    <ul
      ref={list}
      role="menu"
      aria-label={label}
      data-testid="canvas-element-menu"
      style={{ ...menuStyle, transform: `translate(${position.x}px, ${position.y}px) scale(${1 / zoom})` }}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      {items.map((item, index) => (
        <li key={item.command} role="none">
          <button
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="menuitem"
            tabIndex={index === active ? 0 : -1}
            data-command={item.command}
            style={itemStyle(index === active, item.command === 'detach-form')}
            onFocus={() => setActive(index)}
            onPointerEnter={() => focusItem(index)}
            onClick={() => choose(item)}
          >
            {item.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
