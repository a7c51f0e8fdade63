import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, badRequest, HttpError, unauthorized } from '../../lib/errors.ts';
import { recordAction, recordRequest } from '../../operator/audit.ts';
import { ANY_STAFF, allow, type Actor } from '../../operator/roles.ts';
import { checkPassword, passwordMatches, updateStaff } from '../../operator/staff-repo.ts';
import {
  csrfTokenOf,
  openSession,
  revokeAllStaffSessions,
  revokeStaffSession,
  SESSION_MS,
  STAFF_COOKIE,
} from '../../operator/staff-sessions.ts';
import { Done, ok200, Staff, tags } from './schemas.ts';

// Staff sign-in, who is signed in, sign-out and password change.

const SessionAnswer = Type.Object({ staff: Staff, csrfToken: Type.String(), expiresAt: Type.String() });

function setCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAge: number) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${STAFF_COOKIE}=${value}; Path=/api/operator; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`,
  );
}

const staffOf = (a: Actor) => ({ id: a.staffId ?? 0, username: a.username, name: a.name, role: a.role });

type App = Parameters<FastifyPluginAsyncTypebox>[0];

function postSession(app: App) {
  app.post(
    '/session',
    {
      config: { publicRoute: true },
      schema: {
        tags,
        summary: 'Staff sign-in: sets the session cookie and answers the CSRF token',
        body: Type.Object({
          username: Type.String({ minLength: 1, maxLength: 40 }),
          password: Type.String({ minLength: 1, maxLength: 200 }),
        }),
        response: ok200(SessionAnswer),
      },
    },
    async (request, reply) => {
      const username = request.body.username.trim().toLowerCase();
      const now = app.clock.now();
      const check = await checkPassword(app.db, username, request.body.password, now);
      if (!check.ok) {
        await recordRequest(app.db, request, check.locked ? 423 : 401, app.nowIso(), `refused:${username}`);
        if (check.locked) throw new HttpError(423, MESSAGES.ACCOUNT_LOCKED);
        throw unauthorized(MESSAGES.WRONG_PASSWORD);
      }
      const session = await openSession(app.db, check.staff.id, request.ip, now);
      const actor: Actor = {
        staffId: check.staff.id,
        username: check.staff.username,
        name: check.staff.name,
        role: check.staff.role,
        sessionHash: session.hash,
      };
      request.actor = actor;
      await recordAction(
        app.db,
        request,
        { action: 'session.sign-in', target: `staff:${actor.staffId}` },
        app.nowIso(),
      );
      setCookie(request, reply, session.id, SESSION_MS / 1000);
      return {
        success: true as const,
        data: {
          staff: staffOf(actor),
          csrfToken: csrfTokenOf(app.jwtKey, session.hash),
          expiresAt: session.expiresAt,
        },
      };
    },
  );
}

function getSession(app: App) {
  app.get(
    '/session',
    {
      config: allow(ANY_STAFF),
      schema: {
        tags,
        summary: 'The signed-in staff member and the CSRF token',
        response: ok200(SessionAnswer),
      },
    },
    async (request) => {
      const actor = request.actor as Actor;
      const expiresAt = (actor as Actor & { expiresAt?: string }).expiresAt ?? '';
      const csrfToken = actor.sessionHash ? csrfTokenOf(app.jwtKey, actor.sessionHash) : '';
      return { success: true as const, data: { staff: staffOf(actor), csrfToken, expiresAt } };
    },
  );
}

function deleteSession(app: App) {
  app.delete(
    '/session',
    { config: allow(ANY_STAFF), schema: { tags, summary: 'Sign out', response: { 200: Done } } },
    async (request, reply) => {
      const actor = request.actor as Actor;
      if (actor.sessionHash) await revokeStaffSession(app.db, actor.sessionHash, app.nowIso());
      setCookie(request, reply, '', 0);
      return { success: true as const, message: 'Signed out' };
    },
  );
}

function postSessionPassword(app: App) {
  app.post(
    '/session/password',
    {
      config: allow(ANY_STAFF),
      schema: {
        tags,
        summary: 'Change one\u2019s own password; other sessions end',
        body: Type.Object({
          current: Type.String({ minLength: 1, maxLength: 200 }),
          next: Type.String({ minLength: 12, maxLength: 200 }),
        }),
        response: { 200: Done },
      },
    },
    async (request) => {
      const actor = request.actor as Actor;
      if (actor.staffId === null) throw badRequest(MESSAGES.KEY_HAS_NO_PASSWORD);
      if (!(await passwordMatches(app.db, actor.staffId, request.body.current)))
        throw badRequest(MESSAGES.CURRENT_PASSWORD_WRONG);
      await updateStaff(app.db, actor.staffId, { password: request.body.next });
      await revokeAllStaffSessions(app.db, actor.staffId, app.nowIso(), actor.sessionHash ?? undefined);
      await recordAction(
        app.db,
        request,
        { action: 'staff.password', target: `staff:${actor.staffId}` },
        app.nowIso(),
      );
      return { success: true as const, message: 'Password changed' };
    },
  );
}

export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const add of [postSession, getSession, deleteSession, postSessionPassword]) add(app);
};
