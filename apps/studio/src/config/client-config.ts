import { clientConfigSchema, type ClientConfig } from '@tessera/model';
import { accountsApi } from '../api/accounts-api.ts';
import { api } from '../api/client.ts';

declare global {
  interface Window {
    /** Injected into index.html by the server (absent under `vite dev`). */
    __TESSERA_CONFIG__?: unknown;
  }
}

/** Used when neither the injected config nor GET /config/client is available. */
const fallbackConfig: ClientConfig = {
  productName: 'Tessera',
  branding: 'main',
  googleClientId: null,
  ownHosts: [],
};

let current: ClientConfig = fallbackConfig;

/** Reads the injected config, or asks the server for it; never fails. Call once before rendering. */
export async function loadClientConfig(): Promise<ClientConfig> {
  const injected = clientConfigSchema.safeParse(window.__TESSERA_CONFIG__);
  if (injected.success) {
    current = injected.data;
  } else {
    current = await accountsApi.getClientConfig(api).catch(() => fallbackConfig);
  }
  return current;
}

/** The run-time config loaded at startup. */
export function getClientConfig(): ClientConfig {
  return current;
}
