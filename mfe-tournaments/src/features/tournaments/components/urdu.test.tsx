// The tournament screens in Urdu: Urdu text, Urdu dates and the 24-hour clock, the bracket's rounds
// from right to left, and no English words left on screen.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { setLocale } from '@portal/shared/i18n';
import { type FakeApi, fakeApi, renderWithProviders, resetSession } from '@portal/shared/testing';
import type { Bracket } from '@portal/contracts';
import { insufficientCredits } from '../../../testing/join-page';
import { listAnswer, makeTournament } from '../../../testing/tournaments';
import { card, ESL, login, renderPage, WEEKLY } from '../../../testing/tournaments-page';
import { englishWords, textOf } from '../../../testing/urdu';
import { BracketPage } from './bracket-page';
import { CannonInstructionsModal } from './cannon-instructions-modal';
import { JoinTournamentPage } from './join-tournament-page';
import { RoomIdModal } from './room-id-modal';

let api: FakeApi | undefined;

beforeEach(async () => {
  resetSession();
  login();
  await act(() => setLocale('ur'));
});
afterEach(async () => {
  api?.restore();
  await act(() => setLocale('en'));
});

describe('tournaments in Urdu', () => {
  it('/tournaments: headings, card facts in Urdu with Urdu dates, amounts and states', async () => {
    api = fakeApi({
      [WEEKLY]: listAnswer([
        makeTournament({ id: 1, tourn_name: 'Night Cup', entryFee: 1500, isEntryFree: 0 }),
      ]),
      [ESL]: listAnswer([
        makeTournament({
          id: 2,
          tourn_name: 'Cannon Cup',
          game_name: 'Cannon Clash',
          status: 2,
          is_running: 1,
        }),
        makeTournament({ id: 3, tourn_name: 'Old Cup', nameUr: 'پرانا کپ', status: 5 } as never),
      ]),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'ہفتہ وار ٹورنامنٹس' })).toBeInTheDocument();
    const night = await screen.findByRole('article', { name: 'Night Cup' });
    expect(night).toHaveTextContent('انٹری فیس1,500 کریڈٹس');
    expect(night).toHaveTextContent('انعام5,000 روپے');
    expect(night).toHaveTextContent('تاریخ25 نومبر، 2026');
    expect(night).toHaveTextContent('وقت20:00');
    expect(within(night).getByRole('link', { name: 'ابھی شامل ہوں: Night Cup' })).toBeInTheDocument();
    expect(card('Cannon Cup')).toHaveTextContent('لائیو');
    expect(card('پرانا کپ')).toHaveTextContent('ٹورنامنٹ منسوخ: 10 سے کم کھلاڑیوں نے چیک اِن کیا');
    // 'Practice vs bot' is @portal/shared/ui's button, translated in the shared catalog.
    const names = ['Night Cup', 'Cannon Cup', 'Practice vs bot'];
    expect(englishWords(textOf(document.querySelector('.tournaments')), names)).toEqual([]);
  });

  it('/tournaments: the confirmation before a paid ESL join in Urdu', async () => {
    const paid = makeTournament({ id: 11, tourn_name: 'Paid Cup', is_esl: 1, entryFee: 50, isEntryFree: 0 });
    api = fakeApi({
      [WEEKLY]: listAnswer([]),
      [ESL]: listAnswer([paid]),
      'GET /v1/user/profile': { data: { success: true, data: { credits: 120 } } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'ابھی شامل ہوں: Paid Cup' }));
    const dialog = screen.getByRole('dialog', { name: 'ٹورنامنٹ میں شامل ہوں' });
    expect(dialog).toHaveTextContent('50 کریڈٹس کے بدلے Paid Cup میں شامل ہوں؟');
    expect(dialog).toHaveTextContent('انٹری فیس آپ کے کریڈٹس سے کاٹی جاتی ہے، انعامی رقم سے نہیں۔');
    expect(await within(dialog).findByText(/آپ کا بیلنس: 120 کریڈٹس/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ہاں، شامل ہوں' })).toBeInTheDocument();
    expect(englishWords(textOf(dialog), ['Paid Cup'])).toEqual([]);
  });

  it('/join-tournament: the registration form and the contracts’ messages in Urdu', async () => {
    api = fakeApi({
      'POST /v1/tournament/view': {
        data: {
          success: true,
          data: [makeTournament({ id: 1, tourn_name: 'Showdown', tourn_type: 'Cash' })],
        },
      },
    });
    renderWithProviders(<JoinTournamentPage />, {
      route: '/join-tournament?tournamentId=1',
      path: '/join-tournament',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Showdown' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ٹورنامنٹ میں شامل ہوں' })).toBeInTheDocument();
    expect(screen.getByText('20:00 تا 23:00')).toBeInTheDocument();
    // The platform in Urdu ('Mobile' is allowed in Latin letters only inside the game's name).
    expect(screen.getByText('موبائل')).toBeInTheDocument();
    expect(screen.queryByText('Mobile')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'رجسٹر کریں' }));
    expect(await screen.findByText('UID درج کرنا ضروری ہے')).toBeInTheDocument();
    expect(screen.getByText('نک نیم درج کرنا ضروری ہے')).toBeInTheDocument();
    expect(screen.getByText('ای میل درج کرنا ضروری ہے')).toBeInTheDocument();
    expect(englishWords(textOf(), ['Showdown'])).toEqual([]);
  });

  it('/join-tournament: the entry fee line and the refusal for a short balance in Urdu', async () => {
    api = fakeApi({
      'POST /v1/tournament/view': {
        data: {
          success: true,
          data: [
            makeTournament({
              id: 1,
              tourn_name: 'Showdown',
              tourn_type: 'Credits',
              UIDCheck: 0,
              entryFee: 50,
              isEntryFree: 0,
              timeStart: '2026-11-25 08:00 am',
              timeEnd: '2026-11-25 11:00 am',
            }),
          ],
        },
      },
      'GET /v1/user/profile': { data: { success: true, data: { credits: 20 } } },
      'POST /v1/tournament/entry/checkin': insufficientCredits,
    });
    renderWithProviders(<JoinTournamentPage />, {
      route: '/join-tournament?tournamentId=1',
      path: '/join-tournament',
    });
    expect(await screen.findByText('آپ کا بیلنس: 20 کریڈٹس')).toBeInTheDocument();
    expect(screen.getByTestId('entry-fee-notice')).toHaveTextContent(
      'انٹری فیس: 50 کریڈٹس، جو رجسٹر کرنے پر آپ کے کریڈٹس سے کاٹی جاتی ہے۔',
    );
    // Morning times on the 24-hour clock (docs/i18n.md).
    expect(screen.getByText('08:00 تا 11:00')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('نک نیم'), { target: { value: 'ace' } });
    fireEvent.click(screen.getByRole('button', { name: 'رجسٹر کریں' }));
    // The api's refusal from the catalog, with its fee and balance.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'شامل ہونے کے لیے کریڈٹس کافی نہیں: انٹری فیس 50 کریڈٹس ہے اور آپ کے پاس 20 ہیں۔',
    );
    expect(englishWords(textOf(), ['Showdown'])).toEqual([]);
  });

  it('the bracket: rounds from right to left, Urdu labels, times and states', async () => {
    const match = { kind: 'bracket' as const, time: '2031-03-01 07:00 pm', winner: null, decided: null };
    const bracket: Bracket = {
      id: 7,
      name: 'Night Cup',
      nameUr: 'نائٹ کپ',
      status: 2,
      state: 'running',
      third_place: 'match',
      prize_currency: 'rupees',
      rounds: [
        {
          round: 1,
          label: 'Round 1',
          matches: [
            {
              ...match,
              id: 1,
              room: 'finished',
              winner: 1,
              decided: 'no-show',
              players: [
                { seed: 1, name: 'Ali', you: true },
                { seed: 4, name: 'Sara', you: false },
              ],
            },
          ],
        },
        {
          round: 2,
          label: 'Final',
          matches: [{ ...match, id: 2, room: 'waiting', players: [{ seed: 1, name: 'Ali', you: true }] }],
        },
      ],
      me: { kind: 'next-match', round: 2, time: '2031-03-02 07:00 pm', play_now: false, place: null },
    };
    api = fakeApi({ 'GET /v1/tournaments/7/bracket': { data: { success: true, data: bracket } } });
    renderWithProviders(<BracketPage pollMs={60_000} />, {
      route: '/tournaments/7/bracket',
      path: '/tournaments/:id/bracket',
    });
    expect(await screen.findByTestId('bracket-me')).toHaveTextContent(
      'آپ کا اگلا میچ: راؤنڈ 2، 2 مارچ، 2031 19:00',
    );
    // The operator's Urdu name, not the English one.
    expect(screen.getByText('نائٹ کپ')).toBeInTheDocument();
    expect(screen.queryByText('Night Cup')).not.toBeInTheDocument();
    // Round 1 comes first in a row whose direction is the document's: at the right in Urdu.
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['راؤنڈ 1', 'فائنل']);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByTestId('bracket-match-1')).toHaveTextContent('1 مارچ، 2031 19:00 · ختم · غیر حاضری');
    expect(screen.getByTestId('bracket-match-2')).toHaveTextContent('(آپ)');
    expect(screen.getByTestId('bracket-match-2')).toHaveTextContent('بائی');
    expect(englishWords(textOf(), ['Night Cup', 'Ali', 'Sara'])).toEqual([]);
  });

  it('the Room ID popup in Urdu: the word of the SMS (Room ID) in an Urdu sentence', () => {
    const live = makeTournament({
      id: 8,
      tourn_name: 'Cannon Live',
      nameUr: 'کینن لائیو',
      is_esl: 1,
      status: 2,
      is_running: 1,
      game_name: 'Cannon Clash',
    } as never);
    renderWithProviders(<RoomIdModal tournament={live} onClose={() => {}} />);
    // 'Room ID' stays in Latin letters, as the match SMS writes it (docs/i18n.md).
    const dialog = screen.getByRole('dialog', { name: 'Room ID درج کریں' });
    expect(within(dialog).getByText('کینن لائیو')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Room ID')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'جمع کرائیں' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Room ID درج کرنا ضروری ہے');
    expect(englishWords(textOf(dialog))).toEqual([]);
  });

  it('the Cannon Clash instructions', () => {
    renderWithProviders(<CannonInstructionsModal open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Cannon Clash کیسے کھیلیں' });
    expect(within(dialog).getByRole('link', { name: 'ٹورنامنٹس کے صفحے' })).toHaveAttribute(
      'href',
      '/tournaments',
    );
    expect(within(dialog).getByRole('button', { name: 'سمجھ گیا!' })).toBeInTheDocument();
    expect(englishWords(textOf(dialog))).toEqual([]);
  });
});
