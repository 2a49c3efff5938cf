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

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Social sign-in, the OR divider and the sign-up link show only in the main branding, and only on
 * localhost or one of the product's own hosts (spec §1, §2).
 */
export function showsSignUpOptions(config: ClientConfig, hostname = window.location.hostname): boolean {
  if (config.branding !== 'main') return false;
  const host = hostname.toLowerCase();
  return localHosts.has(host) || config.ownHosts.some((own) => own.toLowerCase() === host);
}

/** The Google button additionally needs a configured client id. */
export function showsGoogleSignIn(config: ClientConfig, hostname?: string): boolean {
  return showsSignUpOptions(config, hostname) && Boolean(config.googleClientId);
}
