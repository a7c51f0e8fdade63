// Calendar days in the provider's time zone, as 'YYYY-MM-DD' strings.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

export function dayOf(at: Date, timeZone: string): string {
  return formatter(timeZone).format(at);
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD hh:mm am' in the provider's time zone: the tournament time text of docs/product/tournaments.md. */
export function tournamentTime(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const key = `${timeZone}|${iso}`;
  const known = formatted.get(key);
  if (known !== undefined) return known;
  const text = formatTournamentTime(iso, timeZone);
  if (formatted.size >= 5000) formatted.clear();
  formatted.set(key, text);
  return text;
}

// Formatting with Intl is slow next to a lookup, and tournament times are few and fixed.
const formatted = new Map<string, string>();

function formatTournamentTime(iso: string, timeZone: string): string {
  let f = timeFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hour12: true });
    timeFormatters.set(timeZone, f);
  }
  const at = new Date(iso);
  const parts = f.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${dayOf(at, timeZone)} ${get('hour')}:${get('minute')} ${get('dayPeriod').toLowerCase()}`;
}
