// Stored statuses in staff's words: one word per value, the same in every table, filter and fact
// list of the console (tournament states: features/tournaments/tournament-labels.ts). `tone` colours
// what waits for someone (wait), what went through (good) and what was refused or given back (bad);
// `note` says what a word means, on pointing. A value the console does not know shows as stored.

export interface StatusWord {
  label: string;
  tone?: 'wait' | 'good' | 'bad';
  note?: string;
}

type Words = Readonly<Record<string, StatusWord>>;

/** A redemption: held while the subscriber fills the form, then the fulfilment team's steps. */
export const REDEMPTION_WORDS: Words = {
  reserved: { label: 'Held', note: 'The subscriber has not sent the form yet; the credits are held' },
  requested: { label: 'Requested', tone: 'wait', note: 'Waiting for the fulfilment team' },
  processing: { label: 'Processing', tone: 'wait', note: 'The fulfilment team is on it' },
  fulfilled: { label: 'Fulfilled', tone: 'good', note: 'The reward was delivered' },
  cancelled: { label: 'Cancelled', tone: 'bad', note: 'The form was never sent; the held credits went back' },
  refunded: { label: 'Refunded', tone: 'bad', note: 'Cancelled by staff; the credits went back' },
};

/** A screenshot entry (daily task or game challenge) and its review. */
export const ENTRY_WORDS: Words = {
  Submitted: { label: 'Waiting', tone: 'wait', note: 'Waiting for a review' },
  Approved: { label: 'Approved', tone: 'good', note: 'The prize was credited' },
  Rejected: { label: 'Rejected', tone: 'bad', note: 'The subscriber sees the reason' },
};

export const ENTRY_KIND_WORDS: Words = {
  daily: { label: 'Daily task' },
  challenge: { label: 'Game challenge' },
};

/** A text (stored queued) or a payout (stored pending) not delivered yet, delivered, or given up on. */
const PENDING: StatusWord = { label: 'Pending', tone: 'wait', note: 'Not delivered yet' };
export const OUTBOX_WORDS: Words = {
  queued: PENDING,
  pending: PENDING,
  sent: { label: 'Sent', tone: 'good' },
  failed: { label: 'Failed', tone: 'bad', note: 'Given up after its tries: Retry sends it again' },
};

/**
 * The subscription; a failed charge pauses it (staff suspension is shown apart, as Suspended).
 * Only what keeps a subscriber out is coloured: a list of numbers is mostly Active.
 */
export const SUBSCRIPTION_WORDS: Words = {
  trial: { label: 'Free trial' },
  active: { label: 'Active' },
  suspended: {
    label: 'Paused: a charge failed',
    tone: 'bad',
    note: 'Access is back once a charge goes through',
  },
  unsubscribed: { label: 'Unsubscribed' },
};

/** Suspended by staff, apart from a subscription paused by a failed charge. */
export const SUSPENDED_WORD: StatusWord = {
  label: 'Suspended',
  tone: 'bad',
  note: 'Suspended by staff: no sign-in until restored',
};

export const LINE_WORDS: Words = {
  prepaid: { label: 'Prepaid' },
  postpaid: { label: 'Postpaid' },
};

/** A match with no winner yet, or one that ended without one. */
export const MATCH_WORDS: Words = {
  scheduled: { label: 'Not played yet' },
  playing: { label: 'Being played', tone: 'wait' },
  finished: { label: 'No winner' },
};

/** How a bracket match was decided, else where its room is. */
export const DECIDED_WORDS: Words = {
  played: { label: 'Played' },
  'no-show': { label: 'Won by no-show' },
  'double-no-show': { label: 'Neither player came' },
  tiebreak: { label: 'Won on tiebreak' },
  operator: { label: 'Settled by staff' },
  bye: { label: 'Bye' },
  void: { label: 'Voided' },
};
export const ROOM_WORDS: Words = {
  waiting: { label: 'Room not open yet' },
  open: { label: 'Room open', tone: 'wait' },
  finished: { label: 'Played' },
};

/** Why credits (or prize money) moved: a ledger row's reason. */
export const LEDGER_WORDS: Words = {
  'daily-task': { label: 'Daily task approved' },
  'game-challenge': { label: 'Game challenge approved' },
  'game-level': { label: 'Game level passed' },
  streak: { label: 'Daily check-in streak' },
  'welcome-bonus': { label: 'Welcome bonus' },
  redemption: { label: 'Reward redeemed' },
  'redemption-release': { label: 'Reward form not sent: credits back' },
  'redemption-refund': { label: 'Redemption refunded' },
  'tournament-fee': { label: 'Tournament entry fee' },
  'tournament-prize': { label: 'Tournament prize' },
  'tournament-refund': { label: 'Tournament entry fee refunded' },
  'staff-grant': { label: 'Granted by staff' },
  'staff-deduct': { label: 'Deducted by staff' },
};

/** The word for a stored value; the value itself when the console has none for it. */
export function wordOf(words: Words, value: string | null | undefined): StatusWord {
  if (!value) return { label: '–' };
  return words[value] ?? { label: value };
}
