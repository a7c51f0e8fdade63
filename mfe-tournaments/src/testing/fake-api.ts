import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@portal/shared/api';
import type { Tournament } from '@portal/contracts';

export interface FakeReply {
  status?: number;
  data?: unknown;
  /** Never answers (a request in flight). */
  hang?: boolean;
}

export type FakeRoute = (body: Record<string, unknown>, config: InternalAxiosRequestConfig) => FakeReply;

export interface FakeApi {
  calls: Array<{ method: string; url: string; body: Record<string, unknown> }>;
  callsTo: (url: string) => Array<Record<string, unknown>>;
  restore: () => void;
}

/**
 * Answers the shared api client's requests from a table keyed 'METHOD /path', so component tests
 * run the real fetchers and error handling without a server. Unknown routes answer 404.
 */
export function fakeApi(routes: Record<string, FakeRoute | FakeReply>): FakeApi {
  const original = apiClient.defaults.adapter;
  const calls: FakeApi['calls'] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = (typeof config.data === 'string' && config.data ? JSON.parse(config.data) : {}) as Record<
      string,
      unknown
    >;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    const reply: FakeReply = route
      ? typeof route === 'function'
        ? route(body, config)
        : route
      : { status: 404, data: { success: false, message: 'Not found' } };
    if (reply.hang) return new Promise(() => undefined);
    const status = reply.status ?? 200;
    const response = { data: reply.data ?? {}, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`status ${status}`, String(status), config, null, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return {
    calls,
    callsTo: (url) => calls.filter((c) => c.url === url).map((c) => c.body),
    restore: () => {
      apiClient.defaults.adapter = original;
    },
  };
}

let nextId = 100;

/** A tournament as the api answers it, with overrides. */
export function makeTournament(overrides: Partial<Tournament> = {}): Tournament {
  const id = overrides.id ?? nextId++;
  return {
    tourn_id: id,
    id,
    Id: id,
    tourn_name: `Tournament ${id}`,
    thumbnail: null,
    time: '2026-11-25 08:00 pm',
    status: 1,
    is_running: 0,
    prize: 5000,
    second_prize: 3000,
    third_prize: 1000,
    entryFee: 0,
    isEntryFree: 1,
    total_checkin: 0,
    banner: null,
    platform: 'Mobile',
    timeStart: '2026-11-25 08:00 pm',
    timeEnd: '2026-11-25 11:00 pm',
    UIDCheck: 1,
    tourn_type: 'Cash',
    game_name: 'PUBG Mobile',
    is_esl: 0,
    entries: [],
    ...overrides,
  };
}

export const listAnswer = (data: Tournament[]) => ({ data: { success: true, data, errors: null } });
