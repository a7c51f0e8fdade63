import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type DemoChargingGateway } from '../../src/billing/gateway.ts';
import { startApp, type DbKind, type Session, type TestApp } from '../helpers.ts';
import { hiddenField, latestCode, openLanding, requestCode, submitCode } from '../landing-client.ts';

export const DAY_MS = 24 * 3600 * 1000;

/** An app whose billing runs only when a test moves the clock or ticks (no timer). */
export const startBillingApp = (kind: DbKind, env: Record<string, string> = {}) =>
  startApp(kind, { BILLING_TICK_MS: '0', ENGINE_TICK_MS: '0', SMS_CONSOLE: '0', ...env });

export const demoGateway = (app: FastifyInstance) => app.billing.gateway as DemoChargingGateway;

/** Moves the clock through the dev tools, which run a billing tick before answering. */
export async function advance(app: FastifyInstance, ms: number): Promise<void> {
  const res = await app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceMs: ms } });
  if (res.statusCode !== 200) throw new Error(`clock answered ${res.statusCode}`);
}

/** The demo gateway's next answers for a number (dev tools). */
export async function failCharges(
  app: FastifyInstance,
  phone: string,
  outcome: 'decline' | 'unavailable',
  times = 1,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/dev/charging',
    payload: { phone, outcome, times },
  });
  if (res.statusCode !== 200) throw new Error(`charging answered ${res.statusCode} ${res.body}`);
}

export const phoneOf = (session: Session) => `92${session.number.slice(1)}`;

export interface SubscriptionAnswer {
  success: boolean;
  message?: string;
  data: {
    status: string;
    plan: string;
    priceText: string;
    price: { amountPaisa: number; taxPaisa: number; totalPaisa: number };
    trialEndsAt: string | null;
    nextChargeAt: string | null;
    failedCharges: number;
    charges: Array<{
      status: string;
      reason: string;
      totalPaisa: number;
      taxPaisa: number;
      periodStart: string;
      periodEnd: string;
      attempts: number;
      lastError: string | null;
    }>;
  };
}

/** A new access token from the 30-day reference (the 15-minute token dies when the clock moves a day). */
export async function renew(t: TestApp, s: Session): Promise<Session> {
  const gen = await t.app.inject({ method: 'POST', url: '/api/v1/jt/gen', payload: { msisdn: s.ref } });
  const token = gen.headers.access_token;
  if (typeof token !== 'string') throw new Error(`jt/gen answered ${gen.statusCode} ${gen.body}`);
  s.token = token;
  return s;
}

/** A call with a fresh token. */
export async function call(t: TestApp, s: Session, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.call(await renew(t, s), { method, url, ...(payload ? { payload } : {}) });
}

export async function subscription(t: TestApp, s: Session): Promise<SubscriptionAnswer['data']> {
  const res = await call(t, s, 'GET', '/api/v1/subscription');
  if (res.statusCode !== 200) throw new Error(`subscription answered ${res.statusCode} ${res.body}`);
  return (res.json() as SubscriptionAnswer).data;
}

export const retry = (t: TestApp, s: Session): Promise<LightMyRequestResponse> =>
  call(t, s, 'POST', '/api/v1/subscription/retry');

/** Signs a postpaid line in through the landing page (the line type the subscription service gives). */
export async function loginPostpaid(t: TestApp, number: string): Promise<Session> {
  const f = await openLanding(t.app);
  const sent = await requestCode(t.app, f, number, '&type=postpaid');
  const res = await submitCode(
    t.app,
    f,
    hiddenField(sent.body, 'challenge'),
    await latestCode(t.app, number),
  );
  const ref = new URL(res.headers.location as string, 'http://x').searchParams.get('a') as string;
  const gen = await t.app.inject({ method: 'POST', url: '/api/v1/jt/gen', payload: { msisdn: ref } });
  const token = gen.headers.access_token as string;
  const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as {
    sub: string;
  };
  return { id: Number(payload.sub), ref, token, number };
}
