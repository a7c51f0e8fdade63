import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageCodeFields, Subscription } from '@portal/contracts';
import { MESSAGES, HttpError, said, withValues } from '../lib/errors.ts';
import { authenticate, userOf } from '../plugins/auth.ts';
import { rupees } from './plans.ts';
import { subscriptionState } from './repository.ts';
import { RETRY_LIMIT } from './retry.ts';

export const RETRY_MESSAGES = {
  charged: 'Payment received. Welcome back!',
  active: 'Your subscription is active.',
  pending: MESSAGES.CHARGE_PENDING.message,
  tooMany: withValues(MESSAGES.RETRY_LIMIT, { limit: RETRY_LIMIT }).message,
  declined: (reason: string) => withValues(MESSAGES.CHARGE_DECLINED, { reason }).message,
} as const;

const Answer = Type.Object({
  success: Type.Boolean(),
  message: Type.Optional(Type.String()),
  ...MessageCodeFields,
  data: Subscription,
});

/** The subscriber's subscription and the retry after a failed charge; open to a suspended subscriber. */
export const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', authenticate);

  const view = async (subscriberId: number) => {
    const state = await subscriptionState(app.db, app.config.billing, subscriberId, { limit: 10 });
    if (!state) throw new HttpError(404, MESSAGES.SUBSCRIBER_NOT_FOUND);
    const { price, plan } = state;
    const priceText =
      plan === 'daily'
        ? `${rupees(price.totalPaisa)} per day`
        : `${rupees(price.amountPaisa)} plus ${rupees(price.taxPaisa)} tax per month`;
    return { ...state, priceText };
  };

  app.get(
    '/v1/subscription',
    {
      schema: {
        tags: ['subscription'],
        summary: 'The subscription: status, price, trial end, next charge and the latest charges',
        response: { 200: Answer },
      },
    },
    async (request) => ({ success: true, data: await view(userOf(request).id) }),
  );

  app.post(
    '/v1/subscription/retry',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Retry the payment after a failed charge (a suspended subscriber only)',
        response: { 200: Answer },
      },
    },
    async (request) => {
      const { id } = userOf(request);
      const { outcome, reason } = await app.billing.retry(id);
      if (outcome === 'charged' || outcome === 'not-suspended')
        return {
          success: true,
          ...said(outcome === 'charged' ? MESSAGES.OK_PAYMENT_RECEIVED : MESSAGES.OK_SUBSCRIPTION_ACTIVE),
          data: await view(id),
        };
      if (outcome === 'declined')
        throw new HttpError(402, withValues(MESSAGES.CHARGE_DECLINED, { reason: reason ?? 'declined' }));
      if (outcome === 'too-many')
        throw new HttpError(429, withValues(MESSAGES.RETRY_LIMIT, { limit: RETRY_LIMIT }));
      // in-progress, retrying (the gateway did not answer; the scheduler tries again), failed
      if (outcome === 'failed')
        throw new HttpError(
          402,
          withValues(MESSAGES.CHARGE_DECLINED, { reason: 'the charging service did not answer' }),
        );
      throw new HttpError(409, MESSAGES.CHARGE_PENDING);
    },
  );
};
