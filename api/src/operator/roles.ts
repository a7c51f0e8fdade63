// Staff roles and what each may do. Routes name the roles they admit in their `config.roles`; a
// route that names none is for admins only, so a forgotten rule fails closed.

export const ROLES = ['admin', 'moderator', 'support'] as const;
export type Role = (typeof ROLES)[number];

export const ANY_STAFF: Role[] = ['admin', 'moderator', 'support'];
export const REVIEWERS: Role[] = ['admin', 'moderator'];
export const SUPPORT: Role[] = ['admin', 'support'];
export const ADMIN: Role[] = ['admin'];

/** Who is acting: a signed-in staff member, or a command-line key on the server itself. */
export interface Actor {
  staffId: number | null;
  username: string;
  name: string;
  role: Role;
  /** The SHA-256 of the session cookie's id (null for a key). */
  sessionHash: string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Staff roles admitted to an /api/operator route (admins only when absent). */
    roles?: Role[];
  }
  interface FastifyRequest {
    actor?: Actor;
    /** Set once the handler wrote its own audit row (with before/after). */
    audited?: boolean;
  }
}

export const allow = (roles: Role[]) => ({ roles });
