import { workspacePaths } from '@tessera/model/workspace-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { planRoutes } from '../plans/routes.ts';
import { billingSchemas as s } from './schemas.ts';
import { createStripeClient } from './stripe-client.ts';
import { type BillingContext, changeSubscription, getSubscription } from './subscription.ts';
import { handleStripeWebhook, WEBHOOK_BODY_LIMIT_BYTES } from './webhook.ts';

/** Plans, the workspace's subscription and Stripe's webhook (the plans tables are synced by `buildApp`). */
export const billingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const billing: BillingContext = { ctx, stripe: createStripeClient(ctx.config.stripe) };

  await app.register(planRoutes, { ctx });

  app.get(workspacePaths.subscription, { schema: s.subscription, config: { auth: 'required', domainScoped: true } }, async (request) =>
    getSubscription(billing, request.domain!),
  );

  app.post(
    workspacePaths.changeSubscription,
    { schema: s.change, config: { auth: 'required', domainScoped: true, role: 'owner' } },
    async (request) => changeSubscription(billing, request.domain!, request.userId!, request.body.planId),
  );

  await app.register(stripeWebhookRoutes, { billing });
};

/**
 * The webhook in its own plugin: its JSON body stays the raw bytes (this context's parser), since
 * the signature is computed over exactly what Stripe sent.
 */
const stripeWebhookRoutes: FastifyPluginAsyncZod<{ billing: BillingContext }> = async (app, { billing }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.post(workspacePaths.stripeWebhook, { schema: s.webhook, bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    await handleStripeWebhook(billing, raw, request.headers['stripe-signature']);
    return { received: true as const };
  });
};
