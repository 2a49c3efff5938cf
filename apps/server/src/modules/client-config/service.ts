import type { ClientConfig } from '@tessera/model';
import type { AppConfig } from '../../config.ts';
import { PRODUCT_NAME } from '../../context.ts';

/** What the studio needs at run time: branding and sign-in options (no secrets). */
export function clientConfigOf(config: AppConfig): ClientConfig {
  return {
    productName: PRODUCT_NAME,
    branding: config.branding,
    googleClientId: config.google?.clientId ?? null,
    ownHosts: config.ownHosts,
  };
}
