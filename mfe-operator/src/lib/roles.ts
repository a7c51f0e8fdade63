// What each staff role may do, mirrored from the api's role rules so the console shows only the
// controls that would succeed. The api enforces the same rules on every request.

export type StaffRole = 'admin' | 'moderator' | 'support';

export type Capability =
  | 'review-submissions'
  | 'manage-tournaments'
  | 'manage-redemptions'
  | 'adjust-credits'
  | 'suspend-subscribers'
  | 'retry-messages'
  | 'read-audit';

const RULES: Record<Capability, readonly StaffRole[]> = {
  'review-submissions': ['admin', 'moderator'],
  'manage-tournaments': ['admin', 'moderator'],
  'manage-redemptions': ['admin', 'support'],
  'adjust-credits': ['admin'],
  'suspend-subscribers': ['admin', 'support'],
  'retry-messages': ['admin', 'support'],
  'read-audit': ['admin'],
};

export function can(role: StaffRole | undefined, capability: Capability): boolean {
  return role !== undefined && RULES[capability].includes(role);
}
