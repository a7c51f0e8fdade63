export interface DateTimeParts {
  date: string;
  time: string;
}

/**
 * docs/product/access-and-start-up.md: a 'date time am/pm' string is split on spaces: the first part is the date, the
 * next two the time. An empty value shows 'N/A' for both.
 */
export function splitDateTime(value: string | null | undefined): DateTimeParts {
  const parts = (value ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { date: 'N/A', time: 'N/A' };
  const time = parts.slice(1, 3).join(' ');
  return { date: parts[0] ?? 'N/A', time: time || 'N/A' };
}

/** 'DD-MM-YYYY' (as the api sends a date of birth) to 'YYYY-MM-DD' (as screens show it), and back. */
export function reverseDateParts(value: string | null | undefined): string {
  if (!value) return '';
  const parts = value.split('-');
  return parts.length === 3 ? parts.reverse().join('-') : value;
}
