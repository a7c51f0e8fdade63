// The product's validation rules and messages, shared by the api and the front ends. Plain
// functions and strings: no TypeBox and no side effects, so a remote that imports them bundles a
// few hundred bytes (see contracts/README.md).

export const limits = {
  /** A task screenshot must be smaller than this many bytes. */
  screenshotBytesExclusive: 2_048_000,
  /** A profile picture may be at most this many bytes. */
  profileImageBytes: 2_097_152,
  subscriberNumberDigits: 11,
  subscriberNumberPrefix: '92',
  pubgIdMin: 4,
  pubgIdMax: 15,
  /** Checked-in players a knockout tournament needs at its start time; fewer cancel it. */
  tournamentMinPlayers: 10,
  /** Staff reasons (a rejection, a refund, a suspension, a credit grant or deduction) stop here. */
  staffReasonMax: 500,
  /** A credit grant's or deduction's reason has at least this many characters after trimming. */
  creditReasonMin: 3,
  /** A tournament's name, and its Urdu name, stop here. */
  tournamentNameMax: 100,
  /** A tournament staff schedule starts at most this many days ahead ('within a year from now'). */
  tournamentStartAheadDaysMax: 366,
  /** And lasts at most this many days ('within 30 days of the start'). */
  tournamentLengthDaysMax: 30,
} as const;

// Knockout tournaments
/**
 * The players of each round of a knockout of `players`, first round first: each round halves the
 * field, an odd count giving one player a bye (the api's engine pairs rounds so). 12 players play
 * rounds of 12, 6, 3 and 2; the last is the final. None for fewer than two.
 */
export function knockoutFieldSizes(players: number): number[] {
  const sizes: number[] = [];
  for (let left = players; left > 1; left = Math.ceil(left / 2)) sizes.push(left);
  return sizes;
}

// Redeeming a reward
export const PUBG_MISSING = 'Please fill in all fields including PUBG ID.';
export const PUBG_INVALID = 'PUBG ID must be 4-15 digits and contain only numbers.';
export const FIELDS_MISSING = 'Please fill in all fields.';
export const EMAIL_INVALID = 'Please enter a valid email address.';

const PUBG_ID = new RegExp(`^\\d{${limits.pubgIdMin},${limits.pubgIdMax}}$`);
/** A PUBG id: 4 to 15 digits, nothing else. */
export const isPubgId = (value: string): boolean => PUBG_ID.test(value);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Something@something.something without spaces: the one e-mail rule of every form. */
export const isEmail = (value: string): boolean => EMAIL.test(value);

// Operator numbers
export const OPERATOR_NUMBER_MESSAGE =
  'Please enter a valid operator number (starting with 0 and 11 digits long)';
const OPERATOR_NUMBER = /^0\d{10}$/;
/** A local operator number: 0 and ten more digits (03001234567). */
export const isOperatorNumber = (value: string): boolean => OPERATOR_NUMBER.test(value);
/** 03001234567 -> 923001234567: the country prefix plus the number without its leading 0. */
export const toInternational = (local: string): string => `${limits.subscriberNumberPrefix}${local.slice(1)}`;
const INTERNATIONAL = new RegExp(`^${limits.subscriberNumberPrefix}\\d{10}$`);
/** 923001234567: what the partner number endpoint takes. */
export const isInternationalNumber = (value: string): boolean => INTERNATIONAL.test(value);
/** 923001234567 -> 03001234567: a stored number in the local form people type; anything else as it is. */
export const toLocal = (value: string): string =>
  isInternationalNumber(value) ? `0${value.slice(2)}` : value;

// Tournament registration
export const REGISTERED = 'Successfully registered! Please wait for further instructions.';
export const ALREADY_REGISTERED = 'You have already submitted. Please wait for further instructions.';
export const REGISTRATION_CLOSED = 'Registration is closed for this tournament.';
export const UID_REQUIRED = 'UID is required';
export const NICK_REQUIRED = 'NICK is required';
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_NOT_VALID = 'Email is not valid';
