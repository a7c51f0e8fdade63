import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import {
  dailyCheckinOpenAtom,
  gameIdAtom,
  gameSelectorOpenAtom,
  gameSelectorShownAtom,
} from '@portal/shared/session';
import { RemoteSlot } from '../../remotes/remote-slot';
import { useT } from '../../i18n';

/**
 * The daily check-in popup (once per session) and, after it closes, the game selector when no game
 * is chosen yet. Both are rendered by the tasks remote.
 */
export function StartupPopups() {
  const t = useT();
  const [checkinOpen, setCheckinOpen] = useAtom(dailyCheckinOpenAtom);
  const [selectorOpen, setSelectorOpen] = useAtom(gameSelectorOpenAtom);
  const [selectorShown, setSelectorShown] = useAtom(gameSelectorShownAtom);
  const gameId = useAtomValue(gameIdAtom);
  const closeCheckin = () => {
    setCheckinOpen(false);
    if (!gameId && !selectorShown) {
      setSelectorShown('true');
      setSelectorOpen(true);
    }
  };
  const closeSelector = useSetAtom(gameSelectorOpenAtom);
  return (
    <>
      {checkinOpen && (
        <RemoteSlot
          remote="tasks"
          module="DailyCheckinPopup"
          title={t('shell.popup.checkin')}
          quiet
          atOnce
          props={{ open: true, onClose: closeCheckin }}
        />
      )}
      {selectorOpen && (
        <RemoteSlot
          remote="tasks"
          module="GameSelector"
          title={t('shell.popup.gameSelector')}
          quiet
          atOnce
          props={{ open: true, onClose: () => closeSelector(false) }}
        />
      )}
    </>
  );
}
