// Test helpers of the rewards remote: a signed-in session and JWTs with chosen claims.
import {
  accessTokenAtom,
  gamesNowRefAtom,
  msisdnAtom,
  portalStore,
  reffererAtom,
} from '@portal/shared/session';
import axios, { AxiosError, type AxiosAdapter } from 'axios';
import { apiClient } from '@portal/shared/api';
import type { Profile } from '@portal/contracts';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export function testToken(claims: Record<string, unknown> = {}): string {
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', msisdn: '923001234567', gn: 0, ...claims })}.sig`;
}

export function signIn({ partner = false }: { partner?: boolean } = {}) {
  portalStore.set(accessTokenAtom, testToken({ gn: partner ? 1 : 0 }));
  portalStore.set(msisdnAtom, 'signed.subscriber.reference');
  if (partner) {
    portalStore.set(reffererAtom, 'gamenow');
    portalStore.set(gamesNowRefAtom, '1');
  }
}

export const demoProfile: Profile = {
  name: 'Demo Player',
  username: 'demoplayer',
  profileImage: null,
  email: 'demo@example.com',
  gender: 'male',
  bio: 'Plays every evening.',
  dateOfBirth: '24-03-1998',
  phone: '923001234567',
  total_tournament: 3,
  completed_tasks_total: 5,
  credits: 1615,
  items_redeemed: 1,
  prize_money_paisa: 500_000,
};

export interface FakeRequest {
  method: string;
  url: string;
  body: unknown;
}
export type FakeAnswer = { status: number; data?: unknown } | 'network-error';
type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Answers the shared api client's requests in memory ("POST /v1/rewards" → handler), so the real
 * fetchers, query options and error mapping run. Unlisted routes answer 404.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = (config.url ?? '').replace(/^\/+/, '/');
    const body: unknown =
      typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : (config.data as unknown);
    const request = { method, url: url.startsWith('/') ? url : `/${url}`, body };
    requests.push(request);
    const handler = routes[`${method} ${request.url}`];
    const answer: FakeAnswer = handler
      ? await handler(request)
      : { status: 404, data: { success: false, message: 'Not found' } };
    if (answer === 'network-error') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = { data: answer.data, status: answer.status, statusText: '', headers: {}, config };
    if (answer.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  // Calls outside the provider api (the unsubscribe service) use axios itself.
  axios.defaults.adapter = adapter;
  return { requests, calls: (key: string) => requests.filter((r) => `${r.method} ${r.url}` === key) };
}
