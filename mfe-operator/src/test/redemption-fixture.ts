// A redemption as the operator api lists it, for the console's tests.
import type { Redemption } from '../features/redemptions/api';

/** A redemption as the api lists it; `over` sets what differs. */
export function redemption(id: number, over: Partial<Redemption>): Redemption {
  return {
    id,
    uuid: `uuid-${id}`,
    subscriber: { id: 7, phone: '923001234567' },
    reward: { id: 1, name: 'PUBG Mobile 60 UC' },
    credits: 500,
    contact: { name: 'Sara', email: 'sara@example.com', phone: '923001234567', pubgId: '5123456789' },
    status: 'requested',
    reason: null,
    createdAt: '2026-11-25T10:00:00Z',
    claimedAt: '2026-11-25T10:01:00Z',
    updatedAt: null,
    ...over,
  };
}
