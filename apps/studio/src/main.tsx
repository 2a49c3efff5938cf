import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createStudioRouter } from './app/router.tsx';
import { loadClientConfig } from './config/client-config.ts';
import './styles.css';

// Branding decides what the first screen shows, so it is known before the first render
// (injected by the server: no round trip; under `vite dev`: GET /config/client).
await loadClientConfig();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createStudioRouter()} />
  </StrictMode>,
);
