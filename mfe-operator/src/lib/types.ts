// The shapes the console reads from /api/operator (see the console's README for the endpoints).
import type { StaffRole } from './roles';

export interface StaffMember {
  id: number;
  username: string;
  name: string;
  role: StaffRole;
}

export interface StaffSession {
  staff: StaffMember;
  csrfToken: string;
  expiresAt: string;
}

export interface SubscriberRef {
  id: number;
  phone: string;
}

export interface Page<T> {
  items: T[];
  total?: number;
}

/** Lists come back as an array or as `{ items }`; screens read both the same way. */
export function itemsOf<T>(data: T[] | Page<T> | undefined | null): T[] {
  if (!data) return [];
  return Array.isArray(data) ? data : (data.items ?? []);
}
