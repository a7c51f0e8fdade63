import type { Tournament } from '@portal/contracts';

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
