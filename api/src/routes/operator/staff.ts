import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, notFound } from '../../lib/errors.ts';
import { auditLog, recordAction } from '../../operator/audit.ts';
import { ADMIN, allow } from '../../operator/roles.ts';
import { createStaff, listStaff, staffById, updateStaff } from '../../operator/staff-repo.ts';
import { revokeAllStaffSessions } from '../../operator/staff-sessions.ts';
import { IdParams, Nullable, ok200, paged, Role, Staff, tags } from './schemas.ts';

// Staff accounts and the audit log: admins only.

const StaffRow = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  role: Role,
  disabled: Type.Boolean(),
  lockedUntil: Nullable(Type.String()),
  createdAt: Type.String(),
});
const Username = Type.String({ pattern: '^[a-z0-9._-]{3,40}$' });
const Name = Type.String({ minLength: 1, maxLength: 100 });
const Password = Type.String({ minLength: 12, maxLength: 200 });

const AuditRow = Type.Object({
  id: Type.String(),
  actor: Type.String(),
  staffId: Nullable(Type.Integer()),
  method: Type.String(),
  path: Type.String(),
  status: Type.Integer(),
  detail: Nullable(Type.String()),
  client: Type.String(),
  createdAt: Type.String(),
  action: Nullable(Type.String()),
  target: Nullable(Type.String()),
  before: Type.Unknown(),
  after: Type.Unknown(),
});

const brief = (s: { id: number; username: string; name: string; role: string; disabled: boolean }) => ({
  id: s.id,
  username: s.username,
  name: s.name,
  role: s.role,
  disabled: s.disabled,
});

type App = Parameters<FastifyPluginAsyncTypebox>[0];

function getStaff(app: App) {
  app.get(
    '/staff',
    {
      config: allow(ADMIN),
      schema: { tags, summary: 'Staff accounts', response: ok200(Type.Array(StaffRow)) },
    },
    async () => ({ success: true as const, data: await listStaff(app.db) }),
  );
}

function postStaff(app: App) {
  app.post(
    '/staff',
    {
      config: allow(ADMIN),
      schema: {
        tags,
        summary: 'Create a staff account',
        body: Type.Object({ username: Username, name: Name, role: Role, password: Password }),
        response: ok200(Staff),
      },
    },
    async (request) => {
      const b = request.body;
      const s = await createStaff(app.db, { ...b, name: b.name.trim(), at: app.nowIso() });
      await recordAction(
        app.db,
        request,
        { action: 'staff.create', target: `staff:${s.id}`, after: brief(s) },
        app.nowIso(),
      );
      return { success: true as const, data: { id: s.id, username: s.username, name: s.name, role: s.role } };
    },
  );
}

function patchStaffId(app: App) {
  app.patch(
    '/staff/:id',
    {
      config: allow(ADMIN),
      schema: {
        tags,
        summary: 'Change a staff account: role, name, disabled, new password (its sessions end)',
        params: IdParams,
        body: Type.Object({
          role: Type.Optional(Role),
          name: Type.Optional(Name),
          disabled: Type.Optional(Type.Boolean()),
          password: Type.Optional(Password),
        }),
        response: ok200(Staff),
      },
    },
    async (request) => {
      const before = await staffById(app.db, request.params.id);
      if (!before) throw notFound(MESSAGES.STAFF_NOT_FOUND);
      await updateStaff(app.db, before.id, request.body);
      if (request.body.disabled || request.body.password || request.body.role)
        await revokeAllStaffSessions(app.db, before.id, app.nowIso());
      const after = (await staffById(app.db, before.id)) ?? before;
      await recordAction(
        app.db,
        request,
        {
          action: 'staff.update',
          target: `staff:${before.id}`,
          before: brief(before),
          after: { ...brief(after), password: request.body.password ? 'changed' : undefined },
        },
        app.nowIso(),
      );
      return {
        success: true as const,
        data: { id: after.id, username: after.username, name: after.name, role: after.role },
      };
    },
  );
}

function getAudit(app: App) {
  app.get(
    '/audit',
    {
      config: allow(ADMIN),
      schema: {
        tags,
        summary: 'The audit log, newest first',
        querystring: paged({
          staff: Type.Optional(Type.String({ maxLength: 60 })),
          action: Type.Optional(Type.String({ maxLength: 60 })),
        }),
        response: ok200(Type.Array(AuditRow)),
      },
    },
    async (request) => {
      const q = request.query;
      const data = await auditLog(app.db, {
        staff: q.staff,
        action: q.action,
        limit: q.limit ?? 50,
        offset: q.offset ?? 0,
      });
      return { success: true as const, data };
    },
  );
}

export const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const add of [getStaff, postStaff, patchStaffId, getAudit]) add(app);
};
