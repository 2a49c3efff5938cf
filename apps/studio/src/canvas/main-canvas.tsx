import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@tessera/runtime/icons.css';
import { CanvasApp } from './CanvasApp.tsx';
import { createCanvasStore } from './canvas-store.ts';
import { createNodeElementFinder } from './dom-nodes.ts';
import { createResizePreview } from './resize-preview.ts';
import { postToShell } from './shell-channel.ts';

// The design canvas, loaded by the studio in an iframe (canvas.html). It talks to the studio
// only through the canvas protocol: it never changes the document itself.
const container = document.getElementById('canvas');
if (!container) throw new Error('canvas.html has no #canvas element');

const services = {
  store: createCanvasStore(),
  send: postToShell,
  nodes: createNodeElementFinder(document),
  resizePreview: createResizePreview(),
  projectId: new URLSearchParams(window.location.search).get('project'),
};

createRoot(container).render(
  <StrictMode>
    <CanvasApp services={services} />
  </StrictMode>,
);
