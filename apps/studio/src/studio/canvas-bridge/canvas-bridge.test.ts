import { describe, expect, test, vi } from 'vitest';
import { createCanvasReceiver, createCanvasSender } from './canvas-bridge.ts';

function receiver() {
  const canvas = { name: 'canvas window' };
  let clock = 1000;
  const onReady = vi.fn();
  const onMessage = vi.fn();
  const onInvalid = vi.fn();
  const receive = createCanvasReceiver({ canvasWindow: () => canvas, origin: 'https://studio.test', now: () => clock, onReady, onMessage, onInvalid });
  const send = (data: unknown, from: unknown = canvas, origin = 'https://studio.test') => receive({ source: from, origin, data });
  return { send, onReady, onMessage, onInvalid, tick: (ms: number) => (clock += ms) };
}

const undo = { type: 'undo', screenId: 'home' };

describe('the canvas receiver', () => {
  test('reads only the canvas window at the studio origin', () => {
    const r = receiver();
    r.send(undo, { name: 'another window' });
    r.send(undo, null);
    r.send(undo, undefined, 'https://evil.test');
    expect(r.onMessage).not.toHaveBeenCalled();
    r.send(undo);
    expect(r.onMessage).toHaveBeenCalledWith(undo);
  });

  test('answers canvas-ready and drops what fails validation', () => {
    const r = receiver();
    r.send({ type: 'canvas-ready' });
    expect(r.onReady).toHaveBeenCalledOnce();
    r.send({ type: 'remove', screenId: 's', nodeIds: [] });
    r.send('hello');
    expect(r.onInvalid).toHaveBeenCalledTimes(2);
    expect(r.onMessage).not.toHaveBeenCalled();
  });

  test('an identical message within 200 ms is dropped; after the window it passes', () => {
    const r = receiver();
    const select = { type: 'select', screenId: 'home', nodeId: 'btn' };
    r.send(select);
    r.tick(150);
    r.send({ nodeId: 'btn', type: 'select', screenId: 'home' });
    expect(r.onMessage).toHaveBeenCalledTimes(1);
    r.send({ type: 'select', screenId: 'home', nodeId: 'lbl' });
    expect(r.onMessage).toHaveBeenCalledTimes(2);
    r.tick(200);
    r.send(select);
    expect(r.onMessage).toHaveBeenCalledTimes(3);
  });

  test('only a repeat of the message just before is dropped: quick arrow keys going back and forth all pass', () => {
    const r = receiver();
    const down = { type: 'select', screenId: 'home', nodeId: 'input' };
    const up = { type: 'select', screenId: 'home', nodeId: 'btn' };
    r.send(up);
    r.tick(40);
    r.send(down);
    r.tick(40);
    r.send(up);
    r.tick(40);
    r.send(down);
    expect(r.onMessage.mock.calls.map(([message]) => message.nodeId)).toEqual(['btn', 'input', 'btn', 'input']);
    r.tick(40);
    r.send(down);
    expect(r.onMessage).toHaveBeenCalledTimes(4);
  });

  test('nothing is read before the iframe has a window', () => {
    const onMessage = vi.fn();
    const receive = createCanvasReceiver({ canvasWindow: () => null, origin: 'o', now: () => 0, onReady: vi.fn(), onMessage });
    receive({ source: null, origin: 'o', data: undo });
    expect(onMessage).not.toHaveBeenCalled();
  });
});

test('the sender posts to the studio origin only', () => {
  const postMessage = vi.fn();
  createCanvasSender(() => ({ postMessage }), 'https://studio.test')({ type: 'host-hover', nodeId: null });
  expect(postMessage).toHaveBeenCalledWith({ type: 'host-hover', nodeId: null }, 'https://studio.test');
  expect(() => createCanvasSender(() => null, 'x')({ type: 'host-hover', nodeId: null })).not.toThrow();
});
