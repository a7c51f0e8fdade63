import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { setLocale } from '@portal/shared/i18n';
import { Carousel } from './carousel/carousel';
import { ErrorMessage } from './error-message/error-message';
import { Loading } from './loading/loading';
import { Modal } from './modal/modal';
import { QueryState } from './query-state/query-state';

/** Latin words on screen, leaving out the brand list (scripts/check-i18n.mjs). */
const latinWords = (text: string) => (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => w !== 'PlayZone');

/** The visible words and the accessible names (aria-label) of everything rendered. */
function everything(): string {
  const labels = [...document.body.querySelectorAll('[aria-label]')].map((el) =>
    el.getAttribute('aria-label'),
  );
  return `${document.body.textContent ?? ''} ${labels.join(' ')}`;
}

const failed = { data: undefined, isPending: false, error: null, refetch: () => undefined };

function Screens() {
  return (
    <>
      <Loading />
      <ErrorMessage message="x" onRetry={() => undefined} />
      <QueryState query={failed}>{() => null}</QueryState>
      <Carousel
        items={[1, 2, 3]}
        interval={4000}
        label="پیشکشیں"
        getKey={(n) => n}
        renderItem={(n) => <p>{n}</p>}
      />
      <Modal open title="عنوان" onClose={() => undefined}>
        <p>متن</p>
      </Modal>
    </>
  );
}

describe('the shared screens in Urdu', () => {
  beforeEach(async () => {
    await act(() => setLocale('ur'));
  });
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  it('show Urdu words, right to left, and no English', () => {
    render(<Screens />);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getAllByText('لوڈ ہو رہا ہے...')).toHaveLength(1);
    expect(screen.getByText('خرابی: x')).toBeTruthy();
    expect(screen.getByText('خرابی: کچھ غلط ہو گیا۔')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'اگلی سلائیڈ' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '3 میں سے 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'بند کریں' })).toBeTruthy();
    expect(latinWords(everything().replace(/\bx\b/g, ''))).toEqual([]);
  });

  it('switch back to the English wording', async () => {
    render(<Screens />);
    await act(() => setLocale('en'));
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.getByText('Error: x')).toBeTruthy();
    expect(screen.getByText('Error: Something went wrong.')).toBeTruthy();
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
  });
});
