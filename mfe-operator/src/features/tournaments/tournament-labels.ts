import type { Tournament } from './api';

const STATUS: Record<number, string> = { 1: 'Open', 2: 'Running', 3: 'Ended', 4: 'Cancelled' };

/** The engine's state when it has one (drawn, running, void...), else the stored status. */
export function statusName(t: Pick<Tournament, 'status' | 'engineState' | 'isRunning'>): string {
  if (t.engineState) return t.engineState;
  return STATUS[t.status] ?? String(t.status);
}

export function prizeLine(t: Pick<Tournament, 'prize' | 'secondPrize' | 'thirdPrize' | 'prizeCurrency'>) {
  const unit = t.prizeCurrency === 'rupees' ? 'Rs' : 'credits';
  return [t.prize, t.secondPrize, t.thirdPrize]
    .filter((p) => p > 0)
    .map((p) => `${p.toLocaleString()} ${unit}`)
    .join(' / ');
}
