import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { HttpError, MESSAGES } from '../lib/errors.ts';
import { BillingService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingService;
  }
}

export const SUSPENDED = MESSAGES.SUBSCRIPTION_SUSPENDED;

/**
 * Creates the billing service. Registered before the tournament engine, so on close billing stops
 * (and its last tick ends) before the engine gives the scheduler lease up.
 */
export function registerBilling(app: FastifyInstance): BillingService {
  const billing = new BillingService(app);
  app.decorate('billing', billing);
  app.addHook('onReady', async () => billing.start(app.config.billing.tickMs));
  app.addHook('preClose', async () => billing.stop());
  return billing;
}

/**
 * onRequest hook after authentication on the subscriber's routes: a suspended subscriber is
 * refused with 402 and a code the portal shows its payment page for. The session stays valid, so
 * the session check, the subscription page and the retry still answer.
 */
export function refuseSuspended(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (request.user?.status === 'suspended') return done(new HttpError(402, SUSPENDED));
  done();
}
