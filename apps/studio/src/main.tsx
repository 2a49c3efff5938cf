import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createStudioRouter } from './app/router.tsx';
import { captureLinkToken } from './auth/link-token.ts';
import { loadClientConfig } from './config/client-config.ts';
import './styles.css';

// A sign-in link's `?token=` leaves the address bar before anything else runs (kept in memory).
captureLinkToken();

// Branding decides what the first screen shows, so it is known before the first render
// (a JSON data block the server writes into the page: no round trip; under `vite dev`: GET /config/client).
await loadClientConfig();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createStudioRouter()} />
  </StrictMode>,
);
