import type { Tournament, TournamentInput } from './api';

/** The form's values as the inputs hold them (strings), and back to the api's body. */
export interface TournamentFormValues {
  name: string;
  nameUr: string;
  gameId: string;
  esl: boolean;
  timeStart: string;
  timeEnd: string;
  prize: string;
  secondPrize: string;
  thirdPrize: string;
  entryFee: string;
  tournType: 'Credits' | 'Cash';
  prizeCurrency: 'credits' | 'rupees';
  thirdPlace: 'match' | 'shared';
  platform: string;
  uidCheck: boolean;
  rules: string;
}

/** An ISO time as a datetime-local value in the browser's zone. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function initialValues(t?: Tournament): TournamentFormValues {
  return {
    name: t?.name ?? '',
    nameUr: t?.nameUr ?? '',
    gameId: t ? String(t.gameId) : '',
    esl: t?.esl ?? true,
    timeStart: toLocalInput(t?.timeStart),
    timeEnd: toLocalInput(t?.timeEnd),
    prize: t ? String(t.prize) : '',
    secondPrize: t ? String(t.secondPrize) : '0',
    thirdPrize: t ? String(t.thirdPrize) : '0',
    entryFee: t ? String(t.entryFee) : '0',
    tournType: t?.tournType ?? 'Credits',
    prizeCurrency: t?.prizeCurrency ?? 'credits',
    thirdPlace: t?.thirdPlace ?? 'match',
    platform: t?.platform ?? 'Mobile',
    uidCheck: t?.uidCheck ?? false,
    rules: t?.rules ?? '',
  };
}

/**
 * The values with a new start. An end already given moves with it, so the tournament keeps its
 * length (as a calendar moves an event): moving a tournament a day later no longer leaves its end
 * before its start. An end not yet given stays empty (the api's default is 3 hours after the start).
 */
export function withStart(v: TournamentFormValues, timeStart: string): TournamentFormValues {
  const before = new Date(v.timeStart).getTime();
  const after = new Date(timeStart).getTime();
  const end = new Date(v.timeEnd).getTime();
  if (![before, after, end].every(Number.isFinite)) return { ...v, timeStart };
  return { ...v, timeStart, timeEnd: toLocalInput(new Date(end + after - before).toISOString()) };
}

/**
 * A local date and time from the form as the instant the api takes. One no date can hold (a year of
 * five digits) goes as typed, for the api to refuse in words, instead of stopping the form.
 */
function instantOf(local: string): string {
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}

export function toInput(v: TournamentFormValues): Partial<TournamentInput> {
  const int = (s: string) => Math.trunc(Number(s || 0));
  return {
    name: v.name.trim(),
    // Empty: no Urdu name (subscribers in Urdu see the English one).
    nameUr: v.nameUr.trim() || null,
    gameId: int(v.gameId),
    esl: v.esl,
    ...(v.timeStart ? { timeStart: instantOf(v.timeStart) } : {}),
    ...(v.timeEnd ? { timeEnd: instantOf(v.timeEnd) } : {}),
    prize: int(v.prize),
    secondPrize: int(v.secondPrize),
    thirdPrize: int(v.thirdPrize),
    entryFee: int(v.entryFee),
    tournType: v.tournType,
    prizeCurrency: v.prizeCurrency,
    thirdPlace: v.thirdPlace,
    platform: v.platform.trim() || 'Mobile',
    uidCheck: v.uidCheck,
    // Empty: no rules (an edit that empties them clears them).
    rules: v.rules.trim(),
  };
}

/**
 * An edit sends only the fields staff changed: once a tournament has started the api refuses any
 * change to its game, start time, fee or prizes, so a fixed name must not carry those along.
 */
export function changedInput(v: TournamentFormValues, t: Tournament): Partial<TournamentInput> {
  const before: Partial<TournamentInput> = toInput(initialValues(t));
  const after = toInput(v);
  const changed = (Object.keys(after) as Array<keyof TournamentInput>).filter(
    (key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]),
  );
  return Object.fromEntries(changed.map((key) => [key, after[key]]));
}
