import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createStaff } from '../src/operator/staff-repo.ts';
import type { Role } from '../src/operator/roles.ts';
import { json, type Session, type TestApp } from './helpers.ts';

// Staff sign-in for the operator console tests: an account straight in the database, then the
// real sign-in route; calls carry the session cookie and (for unsafe methods) the CSRF header.

export const STAFF_PASSWORD = 'correct horse battery staple';

export interface StaffClient {
  cookie: string;
  csrf: string;
  setCookie: string;
  call(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    csrf?: boolean,
  ): Promise<LightMyRequestResponse>;
}

let n = 0;
export async function newStaff(t: TestApp, role: Role): Promise<string> {
  const username = `${role}${process.pid % 1000}x${n++}`;
  await createStaff(t.app.db, {
    username,
    name: `Test ${role}`,
    role,
    password: STAFF_PASSWORD,
    at: new Date().toISOString(),
  });
  return username;
}

export const signIn = (t: TestApp, username: string, password = STAFF_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/operator/session', payload: { username, password } });

export async function staffClient(t: TestApp, role: Role): Promise<StaffClient> {
  const res = await signIn(t, await newStaff(t, role));
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const setCookie = String(res.headers['set-cookie']);
  const cookie = setCookie.split(';')[0] as string;
  const csrf = (JSON.parse(res.body) as { data: { csrfToken: string } }).data.csrfToken;
  return {
    cookie,
    csrf,
    setCookie,
    call: (method, url, payload, withCsrf = true) =>
      t.app.inject({
        method,
        url: `/api/operator${url}`,
        headers: { cookie, ...(withCsrf ? { 'x-csrf-token': csrf } : {}) },
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      }),
  };
}

/** An audit log entry as the console lists it. */
export interface Audit {
  actor: string;
  action: string | null;
  target: string | null;
  before: unknown;
  after: unknown;
}

/** One member of each staff role, signed in on the same app. */
export async function staffTeam(t: TestApp) {
  const [admin, moderator, support] = await Promise.all([
    staffClient(t, 'admin'),
    staffClient(t, 'moderator'),
    staffClient(t, 'support'),
  ]);
  return { admin, moderator, support };
}

/** The subscriber's credits as their profile shows them. */
export const creditsOf = async (t: TestApp, s: Session) =>
  json<{ data: { credits: number } }>(await t.call(s, { method: 'GET', url: '/api/v1/user/profile' })).data
    .credits;

/** The audit log's entries of one action, read by an admin. */
export const auditOf = async (admin: StaffClient, action: string) =>
  json<{ data: Audit[] }>(await admin.call('GET', `/audit?action=${action}`)).data;
