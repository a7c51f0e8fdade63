// A tournament as the operator api lists it, for the console's tests.
import type { Tournament } from '../features/tournaments/api';

const HOUR = 3_600_000;
export const hoursFromNow = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

/** A tournament as the api lists it; `over` sets what differs. */
export function tournament(id: number, name: string, over: Partial<Tournament>): Tournament {
  return {
    id,
    name,
    nameUr: null,
    gameId: 1,
    gameName: 'PUBG Mobile',
    platform: 'Mobile',
    esl: false,
    status: 1,
    isRunning: false,
    engineState: null,
    prize: 500,
    secondPrize: 0,
    thirdPrize: 0,
    entryFee: 0,
    tournType: 'Credits',
    prizeCurrency: 'credits',
    thirdPlace: 'match',
    uidCheck: false,
    rules: null,
    timeStart: hoursFromNow(-1),
    timeEnd: hoursFromNow(2),
    createdAt: hoursFromNow(-48),
    ...over,
  };
}
