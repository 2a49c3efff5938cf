import Stripe from 'stripe';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * The Stripe client of a configured server, or null in self-hosted mode. With `apiBaseUrl`
 * (STRIPE_API_BASE_URL) every API call goes to that host instead of api.stripe.com: a proxy, or
 * the local Stripe peer the tests run.
 */
export function createStripeClient(stripe: AppConfig['stripe']): Stripe | null {
  if (!stripe) return null;
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 1, timeout: 20_000 };
  if (stripe.apiBaseUrl) {
    const url = new URL(stripe.apiBaseUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.host = url.hostname;
    options.port = url.port || (protocol === 'http' ? 80 : 443);
    options.protocol = protocol;
  }
  return new Stripe(stripe.secretKey, options);
}

/**
 * Runs a Stripe API call; a failure of the provider (network, refused request) becomes 502
 * `bad_gateway` with the provider's error kept as the cause for the log.
 */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new AppError('bad_gateway', 'The payment provider did not accept the request. Please try again.', { cause: error });
    }
    throw error;
  }
}
