import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@tessera/runtime/icons.css';
import './player.css';
import { Player } from './Player.tsx';
import { playerRouteOf } from './route/player-route.ts';

// The player: runs one app (a published release or the studio's draft in a Run tab). It imports
// the runtime and the model's contracts only, never studio code.
const container = document.getElementById('app');
if (!container) throw new Error('The player page has no #app element');

createRoot(container).render(
  <StrictMode>
    <Player route={playerRouteOf(window.location.pathname)} />
  </StrictMode>,
);
