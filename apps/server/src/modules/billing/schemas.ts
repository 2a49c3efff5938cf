import { changeSubscriptionRequestSchema, changeSubscriptionResponseSchema, subscriptionSchema } from '@tessera/model/workspace-api';
import { z } from 'zod';
import { apiErrors } from '../../http/error-responses.ts';
import { scopedHeaders } from '../../http/scoped-headers.ts';
import { bearerSecurity } from '../../http/security.ts';

export const billingSchemas = {
  subscription: {
    tags: ['billing'],
    summary: "The workspace's plan, billing mode, pending checkout and usage meters (any member)",
    security: bearerSecurity,
    headers: scopedHeaders,
    response: { 200: subscriptionSchema, ...apiErrors(401, 404) },
  },
  change: {
    tags: ['billing'],
    summary:
      "Change the workspace's plan (owner): at once when self-hosted or to Free, else through Stripe Checkout (status 'checkout' with checkoutUrl; the webhook applies the plan). 409 when the usage does not fit the plan.",
    security: bearerSecurity,
    headers: scopedHeaders,
    body: changeSubscriptionRequestSchema,
    response: { 200: changeSubscriptionResponseSchema, ...apiErrors(400, 401, 403, 404, 409, 502) },
  },
  webhook: {
    tags: ['billing'],
    summary:
      "Stripe's webhook: the raw JSON event, verified with the Stripe-Signature header (400 invalid_signature). Applies checkout.session.completed and customer.subscription.deleted once per event id. 404 when Stripe is not configured.",
    headers: z.object({ 'stripe-signature': z.string().max(2048).optional() }),
    response: { 200: z.object({ received: z.literal(true) }), ...apiErrors(400, 404, 413) },
  },
};
