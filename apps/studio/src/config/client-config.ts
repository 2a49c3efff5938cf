import { clientConfigSchema, type ClientConfig } from '@tessera/model';
import { accountsApi } from '../api/accounts-api.ts';
import { api } from '../api/client.ts';

/**
 * The id of the JSON data block (`<script type="application/json">`) the server writes into the
 * served index.html; the server names it `CLIENT_CONFIG_ELEMENT_ID` (apps/server/src/plugins/studio.ts).
 */
const CONFIG_ELEMENT_ID = 'tessera-config';

/** The config the server wrote into the page, or undefined (absent under `vite dev`, or unreadable). */
function injectedConfig(): unknown {
  const text = document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Used when neither the page's config nor GET /config/client is available. */
const fallbackConfig: ClientConfig = {
  productName: 'Tessera',
  branding: 'main',
  googleClientId: null,
  ownHosts: [],
};

let current: ClientConfig = fallbackConfig;

/** Reads the page's config, or asks the server for it; never fails. Call once before rendering. */
export async function loadClientConfig(): Promise<ClientConfig> {
  const injected = clientConfigSchema.safeParse(injectedConfig());
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
