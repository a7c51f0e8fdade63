import type { DemoContext } from './context.ts';

// Subscribers: the demo subscriber plus the leaderboard's players (listed in api/README.md).

export const DEMO_SUBSCRIBER = '03001234567';
export const DEMO_PLAYERS = 24; // 03000000001 .. 03000000024

const PLAYER_NAMES = [
  'Ali Raza',
  'Ayesha Khan',
  'Hamza Sheikh',
  'Fatima Noor',
  'Usman Tariq',
  'Zainab Ali',
  'Bilal Ahmed',
  'Hira Malik',
  'Saad Qureshi',
  'Mahnoor Aslam',
  'Danish Iqbal',
  'Sana Javed',
  'Hassan Mirza',
  'Iqra Aziz',
  'Faisal Butt',
  'Maryam Shah',
  'Umer Farooq',
  'Noor Fatima',
  'Kashif Anwar',
  'Rabia Yousuf',
  'Shahzaib Khan',
  'Areeba Haider',
  'Taimoor Ali',
  'Laiba Zafar',
];

/** The people of the demo, the demo subscriber first, as written to subscribers. */
export const DEMO_PEOPLE = [
  { phone: `92${DEMO_SUBSCRIBER.slice(1)}`, name: 'Demo Player', username: 'demoplayer' },
  ...PLAYER_NAMES.map((name, i) => ({
    phone: `92${`0300000${String(i + 1).padStart(4, '0')}`.slice(1)}`,
    name,
    username: name.toLowerCase().replace(/\s+/g, '_'),
  })),
];

/** Writes the subscribers; their ids in DEMO_PEOPLE's order. */
export async function seedSubscribers({ tx, nowIso }: DemoContext): Promise<number[]> {
  const ids: number[] = [];
  for (const p of DEMO_PEOPLE) {
    const row = await tx
      .insertInto('subscribers')
      .values({
        phone: p.phone,
        sub_type: 'prepaid',
        status: 'active',
        trial_ends_at: null,
        subscribed_at: nowIso,
        ref_version: 1,
        name: p.name,
        username: p.username,
        email: `${p.username}@example.com`,
        gender: null,
        bio: '',
        created_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(Number(row.id));
  }
  return ids;
}
