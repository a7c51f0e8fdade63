import { describe, expect, it, beforeEach } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import { apiMessage, formatDateTime, formatNumber, registerCatalog, setLocale, Trans, useT } from './index';

const en = {
  'shared.test.hello': ['Hello ', ['name']],
  'shared.test.terms': ['Read the <0>terms</0>'],
} as unknown as Messages;
const ur = {
  'shared.test.hello': ['سلام ', ['name']],
  'shared.test.terms': ['<0>شرائط</0> پڑھیں'],
} as unknown as Messages;
registerCatalog('test', { en, ur: () => Promise.resolve({ default: ur }) });

function Greeting() {
  const t = useT<'shared.test.hello'>();
  return (
    <p>
      {t('shared.test.hello', { name: 'Ali' })}{' '}
      <Trans id="shared.test.terms" components={{ 0: <a href="/terms" /> }} />
    </p>
  );
}

describe('i18n', () => {
  beforeEach(async () => {
    await act(() => setLocale('en'));
  });

  it('renders English, then Urdu right to left after a switch, and remembers the choice', async () => {
    render(<Greeting />);
    expect(screen.getByText(/Hello Ali/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    await act(() => setLocale('ur'));
    expect(screen.getByText(/سلام Ali/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'شرائط' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(localStorage.getItem('pz-lang')).toBe('ur');
    expect(document.cookie).toContain('pz_lang=ur');
  });

  it('a package registered while Urdu is on renders Urdu once its catalog arrives, with nothing else changing', async () => {
    await act(() => setLocale('ur'));
    // The shell's own strings register with its first render, after start-up switched to Urdu.
    let arrive: (catalog: { default: Messages }) => void = () => {};
    registerCatalog('late', {
      en: { 'shared.test.late': ['Browse Weekly Tournaments'] } as unknown as Messages,
      ur: () => new Promise((resolve) => (arrive = resolve)),
    });
    function Late() {
      const t = useT<'shared.test.late'>();
      return (
        <p>
          {t('shared.test.late')} <Trans id="shared.test.late" />
        </p>
      );
    }
    render(<Late />);
    expect(screen.getByText('Browse Weekly Tournaments Browse Weekly Tournaments')).toBeInTheDocument();
    await act(async () => {
      arrive({ default: { 'shared.test.late': ['ہفتہ وار ٹورنامنٹس دیکھیں'] } as unknown as Messages });
      await Promise.resolve();
    });
    expect(screen.getByText('ہفتہ وار ٹورنامنٹس دیکھیں ہفتہ وار ٹورنامنٹس دیکھیں')).toBeInTheDocument();
  });

  it('translates an api answer by its code, and keeps the api text for an unknown code', async () => {
    await act(() => setLocale('ur'));
    expect(apiMessage('UNKNOWN', 'An error occurred', 'x')).toBe('کوئی خرابی پیش آ گئی');
    expect(apiMessage('NOT_A_CODE_WE_KNOW', 'Server text', 'x')).toBe('Server text');
    expect(apiMessage(undefined, undefined, 'Fallback')).toBe('Fallback');
  });

  it("shows the api's own text in English, and the screen's fallback when the api sent none", () => {
    // The built English catalog has no `api.*` texts (tooling/i18n-catalog.cjs).
    expect(apiMessage('UNKNOWN', 'Server text', 'Fallback')).toBe('Server text');
    expect(apiMessage('UNKNOWN', undefined, 'Fallback')).toBe('Fallback');
  });

  it('formats numbers with Western digits and times on the 24-hour clock in Urdu', async () => {
    expect(formatNumber(6000)).toBe('6,000');
    await act(() => setLocale('ur'));
    expect(formatNumber(6000)).toBe('6,000');
    const time = formatDateTime('2026-11-25T15:30:00Z', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Karachi',
    });
    expect(time).toBe('20:30');
    expect(time).not.toMatch(/[AP]M/);
  });

  it('groups whole numbers exactly as Intl does in both languages, and leaves the rest to Intl', async () => {
    const samples = [
      0,
      7,
      42,
      999,
      1000,
      6000,
      12345,
      100000,
      999999,
      1234567,
      1000000000,
      Number.MAX_SAFE_INTEGER,
    ];
    for (const locale of ['en', 'ur'] as const) {
      await act(() => setLocale(locale));
      const intl = new Intl.NumberFormat(locale === 'ur' ? 'ur-PK' : 'en-US');
      for (const value of samples) expect(formatNumber(value)).toBe(intl.format(value));
      expect(formatNumber(-1234)).toBe(intl.format(-1234));
      expect(formatNumber(1234.5)).toBe(intl.format(1234.5));
      expect(formatNumber(1234, { minimumFractionDigits: 1 })).toBe(
        new Intl.NumberFormat(locale === 'ur' ? 'ur-PK' : 'en-US', { minimumFractionDigits: 1 }).format(1234),
      );
    }
  });
});
