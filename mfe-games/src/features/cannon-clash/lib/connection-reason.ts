// The game reports connection errors in English (its own texts, or the room server's refusal).
// The page says the game's own ones in the active language; a server refusal it cannot translate
// shows as is in English and as a general refusal in another language.
import '../../../i18n';
import { currentLocale, t } from '@portal/shared/i18n';

const KNOWN: Record<string, string> = {
  'Connection lost, reconnecting...': 'games.cannon.connection.reconnecting',
  'Unable to reach the game server': 'games.cannon.connection.unreachable',
  'Unable to join the room': 'games.cannon.connection.joinFailed',
  'Connection lost': 'games.cannon.connection.lost',
  'Unknown error': 'games.cannon.connection.unknown',
};

/** 'Connection error: {reason}' in the active language. */
export function connectionErrorText(reason: string): string {
  const id = KNOWN[reason];
  const said = id ? t(id) : currentLocale() === 'en' ? reason : t('games.cannon.connection.other');
  return t('games.cannon.connection.error', { reason: said });
}
