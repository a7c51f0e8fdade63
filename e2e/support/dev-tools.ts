import type { APIRequestContext } from '@playwright/test';
import { portal } from './portal';

/** The api's dev tools (on in the e2e portal only): the SMS outbox and the clock. */
export const devTools = {
  async smsOutbox(request: APIRequestContext) {
    const response = await request.get(`${portal.origin}/api/dev/sms-outbox`);
    return (await response.json()) as unknown;
  },
  async advanceClock(request: APIRequestContext, advanceMs: number) {
    await request.post(`${portal.origin}/api/dev/clock`, { data: { advanceMs } });
  },
  async setClock(request: APIRequestContext, now: string) {
    await request.post(`${portal.origin}/api/dev/clock`, { data: { now } });
  },
};
