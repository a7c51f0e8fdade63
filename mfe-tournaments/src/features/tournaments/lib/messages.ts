// The tournament screens' own messages (and the contracts' registration messages) in the active
// language. Messages are kept as their English text (the spec's wording, which tests and the api's
// answers use); a screen translates one when it shows it. A server's text passes as it came.
import { EMAIL_NOT_VALID, EMAIL_REQUIRED, NICK_REQUIRED, UID_REQUIRED } from '@portal/contracts/rules';
import { useT, type Message } from '../../../i18n';
import { TOURNAMENTS_LOAD_FALLBACK } from '../api/use-tournament-lists';
import { ALREADY_REGISTERED, JOIN_FALLBACK, JOINED } from '../hooks/use-esl-join';
import { NO_TOURNAMENTS } from './paths';
import { CANCELLED_FEW } from './player-state';
import {
  ALREADY_SUBMITTED,
  LOGIN_TO_PARTICIPATE,
  NO_TOURNAMENT_DATA,
  REGISTERED,
  REGISTRATION_FAILED,
  TOURNAMENT_ID_MISSING,
  TOURNAMENT_LOAD_FAILED,
} from './registration';
import { CANCELLED_NOTICE } from './status';

const MESSAGE_IDS: Record<string, Message> = {
  [REGISTERED]: 'tournaments.register.registered',
  [ALREADY_SUBMITTED]: 'tournaments.register.alreadySubmitted',
  [REGISTRATION_FAILED]: 'tournaments.register.failed',
  [LOGIN_TO_PARTICIPATE]: 'tournaments.register.loginToParticipate',
  [TOURNAMENT_ID_MISSING]: 'tournaments.register.idMissing',
  [NO_TOURNAMENT_DATA]: 'tournaments.register.noData',
  [TOURNAMENT_LOAD_FAILED]: 'tournaments.register.loadFailed',
  [UID_REQUIRED]: 'tournaments.register.uidRequired',
  [NICK_REQUIRED]: 'tournaments.register.nickRequired',
  [EMAIL_REQUIRED]: 'tournaments.register.emailRequired',
  [EMAIL_NOT_VALID]: 'tournaments.register.emailInvalid',
  [ALREADY_REGISTERED]: 'tournaments.join.alreadyRegistered',
  [JOINED]: 'tournaments.join.joined',
  [JOIN_FALLBACK]: 'tournaments.join.failed',
  [TOURNAMENTS_LOAD_FALLBACK]: 'tournaments.list.loadFailed',
  [NO_TOURNAMENTS]: 'tournaments.list.empty',
  [CANCELLED_FEW]: 'tournaments.state.cancelled',
  [CANCELLED_NOTICE]: 'tournaments.card.cancelled',
};

/** The catalog id of one of these messages; undefined for any other text. */
export const messageId = (text: string): Message | undefined =>
  Object.prototype.hasOwnProperty.call(MESSAGE_IDS, text) ? MESSAGE_IDS[text] : undefined;

/** `say(text)`: a known message in the active language, any other text as it is. */
export function useSay(): (text: string) => string {
  const t = useT();
  return (text) => {
    const id = messageId(text);
    return id ? t(id) : text;
  };
}
