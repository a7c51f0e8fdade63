// The api's length limits on what staff type, so a field stops at the limit instead of the api
// answering a schema error (api/src/routes/operator: `Reason` in schemas.ts, the credits reason in
// subscriber-actions.ts, a tournament's name in tournaments.ts). The contracts package has none.

/** A reason: a rejection, a refund, a suspension, a credit grant or deduction. */
export const REASON_MAX_LENGTH = 500;

/** A tournament's name (and its Urdu name). */
export const TOURNAMENT_NAME_MAX_LENGTH = 100;
