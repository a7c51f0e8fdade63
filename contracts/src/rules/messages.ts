// The api's messages: one registry of message code -> English text. Every error answer carries
// `code` beside the English `message`; the front ends show the active language's text for the code
// (shared/src/i18n, `api.<CODE>`). A text with `{name}` placeholders is filled with the answer's
// `values`. English texts are the product's wording: tests assert them byte for byte.
import * as rules from './index';

export const MESSAGE_TEXTS = {
  // Any answer
  UNKNOWN: 'An error occurred',
  INVALID_REQUEST: 'Invalid request',
  REQUEST_REFUSED: 'The request was refused.',
  TOO_MANY_REQUESTS: 'Too many requests, please try again later.',
  FILE_TOO_LARGE: 'File too large.',
  OVERLOADED: 'The service is busy right now. Please try again in a few seconds.',
  ALREADY_DONE: 'This has already been done.',
  INVALID_VALUE: 'Invalid value in the request.',
  NOT_FOUND: 'Not found',
  UNAUTHORIZED: 'Unauthorized',
  FORBIDDEN: 'Forbidden',
  ACCESS_TOKEN_MISSING: 'Missing access token',
  ACCESS_TOKEN_INVALID: 'Invalid or expired access token',
  SESSION_ENDED: 'Session has ended',
  NOT_TEXT: 'Text fields must not contain NUL characters or invalid Unicode.',
  BODY_TOO_LARGE: 'Request body is too large.',
  BODY_TOO_DEEP: 'Request body is nested too deeply.',
  MULTIPART_EXPECTED: 'Expected multipart/form-data',
  MULTIPART_ONE_FILE: 'Only one file can be sent.',
  MULTIPART_INVALID: 'Invalid multipart body',
  FORM_EXPIRED: 'This form has expired. Please reload the page and try again.',
  LANGUAGE_INVALID: 'The language must be en or ur.',
  // Signing in and the subscription
  OPERATOR_NUMBER_INVALID: rules.OPERATOR_NUMBER_MESSAGE,
  SUBSCRIBER_REFERENCE_INVALID: 'Invalid subscriber reference',
  SUBSCRIPTION_NOT_ACTIVE: 'Subscription is not active',
  SIGN_IN_TOO_MANY_CODES: 'Too many codes were sent to this number. Please try again in 15 minutes.',
  SIGN_IN_WRONG_CODE: 'The code is not correct. Please check the SMS and try again.',
  SIGN_IN_CODE_EXPIRED: 'This code has expired. Please request a new code.',
  SIGN_IN_CODE_LOCKED: 'Too many wrong codes. Please request a new code.',
  SIGN_IN_BAD_CODE: 'Please enter the 6-digit code from the SMS.',
  UNSUBSCRIBED: 'You have been unsubscribed.',
  PARTNER_ONLY: 'Only partner platform users give an operator number.',
  SUBSCRIBER_NOT_FOUND: 'Subscriber not found',
  SUBSCRIPTION_SUSPENDED:
    'Your subscription is paused because the last payment could not be taken. Please retry the payment to continue.',
  CHARGE_DECLINED: 'The payment could not be taken: {reason}. Please recharge and try again.',
  RETRY_LIMIT: 'You can retry the payment {limit} times in 15 minutes. Please try again later.',
  CHARGE_PENDING: 'Your payment is being taken. Please check again in a minute.',
  // Profile
  FIELD_NOT_TEXT: '{field} must be text',
  FIELD_TOO_LONG: '{field} is too long',
  USERNAME_REQUIRED: 'username is required',
  VALID_EMAIL_REQUIRED: 'A valid email is required',
  GENDER_INVALID: 'gender must be male or female',
  DATE_OF_BIRTH_INVALID: 'dateOfBirth must be a date (YYYY-MM-DD)',
  DATE_OF_BIRTH_FUTURE: 'Date of birth cannot be in the future.',
  PROFILE_IMAGE_SIZE: 'File size must not exceed 2MB.',
  PROFILE_IMAGE_TYPE: 'Please select a valid image file.',
  NO_SUCH_IMAGE: 'No such image',
  // Tasks, challenges and streaks
  SCREENSHOT_TYPE: 'Only PNG, JPG, and JPEG files are allowed.',
  SCREENSHOT_SIZE: 'Image should be less than 2MB.',
  UNKNOWN_GAME: 'Unknown game',
  GAME_NOT_ACTIVE: 'This game is not active.',
  NO_OPEN_GAME_SESSION: 'No open session for this game',
  NO_GAME_SELECTED: 'No game selected. Please go back and select a game.',
  NO_GAME_ID: 'No game ID provided',
  CHALLENGE_ID_REQUIRED: 'challengeId is required',
  UNKNOWN_CHALLENGE: 'Unknown challenge',
  NO_CHALLENGES_TODAY: 'No challenges available for today',
  CHALLENGE_NOT_ACTIVE: 'This challenge is no longer active.',
  CHALLENGE_BY_LEVEL: 'This challenge is completed by playing the level.',
  DAILY_ALREADY: 'You have already submitted today\u2019s task. Come back tomorrow!',
  CHALLENGE_ALREADY: 'You have already submitted an entry for this challenge.',
  STREAK_ALREADY_CLAIMED: 'You have already claimed today\u2019s reward. Come back tomorrow!',
  // Game levels
  UNKNOWN_GAME_LEVEL: 'Unknown game level',
  UNKNOWN_LEVEL: 'Unknown level',
  LEVEL_NOT_AVAILABLE: 'This level is not available.',
  LEVEL_CREDITS_MISMATCH: 'level_credits does not match the level',
  ONLY_AIM_TRAIN_BEGUN: 'Only Aim Train levels are begun.',
  PLAYED_TODAY: 'You have already played this level today. Come back tomorrow!',
  AIM_PASS_NEEDS_REPLAY: 'An Aim Train pass must carry its replay.',
  AIM_REPLAY_WRONG_SEED: 'This replay is not of the level that was started.',
  AIM_RESTARTED: 'This level was already started: a restarted level counts as failed.',
  AIM_NOT_BEGUN: 'Start the level in the game first.',
  START_FIRST: 'Start the level first: each Aim Train level is played once per day.',
  PUZZLE_START_FIRST: 'Start the level first.',
  PUZZLE_NEEDS_MOVES: 'A Puzzle Mania pass must carry its moves.',
  PUZZLE_NOT_SOLVED: 'These moves do not solve the board within the allowed moves.',
  TOO_FAST_FOR_CLOCK: 'This result came sooner than the level can be played.',
  NOT_HUMAN: 'We could not confirm this result, so it does not count.',
  REPLAY_REFUSED: 'Replay refused',
  REPLAY_FAILS: 'Replay does not pass the level',
  ROOMS_UNAVAILABLE: 'Rooms are not available',
  TOO_MANY_ROOM_REQUESTS: 'Too many room requests. Please wait a minute and try again.',
  TOO_MANY_OPEN_ROOMS: 'You have too many open rooms. Leave one and try again.',
  // Rewards
  INSUFFICIENT_CREDITS: 'Insufficient credits',
  REWARD_NOT_FOUND: 'Reward not found',
  REDEMPTION_NOT_FOUND: 'Redemption not found',
  NOT_CANCELLABLE: 'This redemption can no longer be cancelled.',
  HOLD_ENDED: 'This redemption was cancelled and its credits returned. Please redeem again.',
  REWARD_ALREADY_CLAIMED: 'This reward has already been claimed.',
  PUBG_MISSING: rules.PUBG_MISSING,
  PUBG_INVALID: rules.PUBG_INVALID,
  FIELDS_MISSING: rules.FIELDS_MISSING,
  EMAIL_INVALID: rules.EMAIL_INVALID,
  // Tournaments
  NO_TOURNAMENT_DATA: 'No tournament data available',
  TOURNAMENT_NOT_FOUND: 'Tournament not found',
  REGISTRATION_CLOSED: rules.REGISTRATION_CLOSED,
  REGISTRATION_FAILED: 'Failed to register for the tournament.',
  ENTRY_FEE_SHORT: 'Not enough credits to join: the entry fee is {fee} credits and you have {balance}.',
  ESL_JOIN_ON_ESL_LIST: 'This is an ESL tournament: join it from the ESL tournaments list.',
  REGISTERED: rules.REGISTERED,
  ALREADY_REGISTERED: rules.ALREADY_REGISTERED,
  UID_REQUIRED: rules.UID_REQUIRED,
  NICK_REQUIRED: rules.NICK_REQUIRED,
  EMAIL_REQUIRED: rules.EMAIL_REQUIRED,
  EMAIL_NOT_VALID: rules.EMAIL_NOT_VALID,
  ROOM_ID_REQUIRED: 'Room ID is required',
  ROOM_ID_INVALID: 'Invalid Room ID for this tournament.',
  ROOM_NOT_OPEN_YET: 'Your match is at {time}. The room is not open yet.',
  MATCH_FINISHED: 'This match has already finished.',
  NOT_IN_MATCH: 'You are not a player in this match.',
  NO_RESULT_YET: 'No result has been recorded for this match yet.',
  REPORT_CONTRARY: 'This report does not match the recorded result.',
  RESULT_TWICE: 'Result already reported',
  // Answers that went through (a screen shows their message)
  OK_IMAGE_SUBMITTED: 'Image submitted successfully!',
  OK_GAME_STARTED: 'Game started',
  OK_LEVEL_STARTED: 'Level started',
  OK_LEVEL_CREDITED: 'Level {level} completed! {credits} credits added.',
  OK_LEVEL_COMPLETED: 'Level {level} completed!',
  OK_LEVEL_FAILED: 'Level {level} failed!',
  OK_PROFILE_UPDATED: 'Profile updated successfully!',
  OK_STREAK_CLAIMED: 'Congratulations!',
  OK_CREDITS_RESERVED: 'Credits reserved',
  OK_REDEMPTION_RECEIVED:
    'Your redemption request has been received. Our team will contact you within 24 hours.',
  OK_NUMBER_RECEIVED: 'Number received',
  OK_ROOM_ACCEPTED: 'Room ID accepted. Starting the game...',
  OK_PAYMENT_RECEIVED: 'Payment received. Welcome back!',
  OK_SUBSCRIPTION_ACTIVE: 'Your subscription is active.',
  // The operator console (English on screen; codes all the same)
  OPERATOR_KEY_REQUIRED: 'Operator key required',
  STAFF_REQUIRED: 'Staff sign-in required',
  CSRF_REFUSED: 'Missing or invalid CSRF token',
  ROLE_REFUSED: 'Your role cannot do this',
  ACCOUNT_LOCKED: 'Too many wrong passwords. This account is locked for 15 minutes.',
  WRONG_PASSWORD: 'Wrong username or password.',
  KEY_HAS_NO_PASSWORD: 'A command-line key has no password.',
  CURRENT_PASSWORD_WRONG: 'The current password is wrong.',
  USERNAME_TAKEN: 'This username is taken.',
  USERNAME_HIDDEN_CHARACTERS: 'A username may not hold invisible or direction-changing characters.',
  STAFF_NOT_FOUND: 'Staff member not found',
  UNKNOWN_SUBSCRIBER: 'Unknown subscriber {phone}',
  CANNOT_DEDUCT: 'Cannot deduct {amount} credits: the balance is {balance}.',
  CHANGE_ALREADY_MADE: 'This change has already been made.',
  REASON_REQUIRED: 'A reason is required',
  REASON_TOO_SHORT: 'A reason of at least 3 characters is required',
  SUBMISSION_NOT_FOUND: 'Submission not found',
  ALREADY_REVIEWED: 'This submission has already been reviewed.',
  REDEMPTION_CANNOT_BECOME: 'A {from} redemption cannot become {to}.',
  CANNOT_REFUND: 'Only a requested or processing redemption can be refunded.',
  MESSAGE_NOT_FOUND: 'Message not found',
  ONLY_FAILED_MESSAGE: 'Only a failed message can be sent again; this one is {status}.',
  PAYOUT_NOT_FOUND: 'Payout not found',
  ONLY_FAILED_PAYOUT: 'Only a failed payout can be sent again; this one is {status}.',
  GAME_NOT_FOUND: 'Game not found',
  NAME_REQUIRED: 'A name is required',
  TIME_END_BEFORE_START: 'The end must be after the start.',
  TIME_END_TOO_FAR: 'The end must be within 30 days of the start.',
  TIME_START_PAST: 'The start must be in the future.',
  TIME_START_TOO_FAR: 'The start must be within a year from now.',
  SECOND_PRIZE_OVER_FIRST: 'The 2nd prize may not be larger than the 1st.',
  THIRD_PRIZE_OVER_SECOND: 'The 3rd prize may not be larger than the 2nd.',
  NOTHING_TO_UPDATE: 'Nothing to update.',
  PRIZES_NOT_TOURNAMENT_TYPE:
    'A Cash tournament\u2019s prizes are rupees, a Credits tournament\u2019s are credits.',
  TOURNAMENT_STARTED_LOCKED:
    'This tournament has started; only its name, end time, rules, platform and status can change.',
  FEE_LOCKED_AFTER_ENTRIES: 'Players have joined this tournament; its entry fee can no longer change.',
  TOURNAMENT_NOT_VOIDABLE: 'This tournament has ended or paid a prize; it cannot be voided.',
  TOURNAMENT_OVER: 'This tournament has ended; its results are final.',
  MATCH_NOT_FOUND: 'Match not found',
  MATCH_TIME_REQUIRED: 'This tournament has no start time: give the match a time (scheduledAt).',
  WINNER_NOT_PLAYER: 'The winner must be one of the match\u2019s players',
  MATCH_HAS_RESULT: 'This match already has a result.',
  PLACE_GIVEN_TWICE: 'Each place can be given once',
  PHONE_NOT_REGISTERED: '{phone} is not registered for this tournament',
  PLACE_ALREADY_PAID: 'Place {place} of this tournament has already been paid.',
  GATEWAY_NOT_DEMO: 'The charging gateway is not the demo adapter',
  ADVANCE_OR_NOW: 'Give advanceMs or now',
  OBJECTIVE_ONLY_CHALLENGES: 'Only game challenges have an objective.',
  OBJECTIVE_REQUIRED: 'An objective is required',
  TEXT_ONE_LINE: '{field} must be a single line of text',
  TEXT_NOT_URDU: '{field} must be written in Urdu',
} as const;

export type MessageCode = keyof typeof MESSAGE_TEXTS;
export type MessageValues = Record<string, string | number>;

/** A message of the registry, ready to send: its code, its English text and the text's values. */
export interface Message<C extends MessageCode = MessageCode> {
  readonly code: C;
  readonly message: string;
  readonly values?: MessageValues;
}

/** Every message by code: `badRequest(MESSAGES.PUBG_MISSING)`. */
export const MESSAGES = Object.freeze(
  Object.fromEntries(
    Object.entries(MESSAGE_TEXTS).map(([code, message]) => [code, Object.freeze({ code, message })]),
  ),
) as { readonly [C in MessageCode]: { readonly code: C; readonly message: (typeof MESSAGE_TEXTS)[C] } };

/** Fills a message's `{name}` placeholders: the English text and the values the front end fills in. */
export function withValues<C extends MessageCode>(
  entry: { code: C; message: string },
  values: MessageValues,
): Message<C> {
  const message = entry.message.replace(/\{(\w+)\}/g, (all, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : all,
  );
  return { code: entry.code, message, values };
}

/** The `message`, `code` (and `values`) of an answer that went through: `{ success: true, ...said(m) }`. */
export const said = (entry: Message) => ({
  message: entry.message,
  code: entry.code,
  ...(entry.values ? { values: entry.values } : {}),
});

/** A registry code, else undefined (for a code read from an answer). */
export const isMessageCode = (code: unknown): code is MessageCode =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(MESSAGE_TEXTS, code);
