import { useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  activeDayDataAtom,
  dailyCheckinOpenAtom,
  gameSelectorOpenAtom,
  isLoggedInAtom,
} from '@portal/shared/session';
import { PageHeading } from '@portal/shared/ui';
import { useGuestRedirect } from '@portal/shared/session';
import { useT } from '../../../i18n';
import { useDailyTaskGame } from '../hooks/use-daily-task-game';
import { ChosenGame } from './chosen-game';
import { DailyChallengeCard } from './daily-challenge-card';
import { GameSelector } from './game-selector';
import { PartnerVisitorTasks } from './partner-visitor-tasks';
import { StreakPanel } from './streak-panel';
import '../../../components/tasks.css';
import './tasks-page.css';

/** /tasks: the daily streak and today's task of the chosen game. */
export function TasksPage() {
  const allowed = useGuestRedirect({ allowPartner: true });
  const t = useT();
  const dayData = useAtomValue(activeDayDataAtom);
  const { gameId, game } = useDailyTaskGame();
  // docs/product/streak-and-tasks.md: without stored streak data or a game id, 'SELECT YOUR GAME' opens.
  const needsGame = !dayData || !gameId;
  const [selectorDismissed, setSelectorDismissed] = useState(false);
  const [changing, setChanging] = useState(false);
  const loggedIn = useAtomValue(isLoggedInAtom);
  // The shell's start-up popups come first; this page does not stack a second selector on them.
  const shellCheckinOpen = useAtomValue(dailyCheckinOpenAtom);
  const shellSelectorOpen = useAtomValue(gameSelectorOpenAtom);
  if (!allowed) return null;
  if (!loggedIn) {
    return (
      <div className="tasks-page">
        <PageHeading title={t('tasks.page.heading')} />
        <PartnerVisitorTasks />
      </div>
    );
  }
  const autoOpen = needsGame && !selectorDismissed && !shellCheckinOpen && !shellSelectorOpen;
  return (
    <div className="tasks-page">
      <PageHeading title={t('tasks.page.heading')} />
      <StreakPanel />
      <section className="tasks-section" aria-labelledby="daily-task-heading">
        <div className="pz-section-heading">
          <h2 id="daily-task-heading">{t('tasks.daily.heading')}</h2>
        </div>
        <ChosenGame gameId={gameId} game={game} onChange={() => setChanging(true)} />
        {gameId ? (
          // A card per game: another game's task does not inherit the last one's success message.
          <DailyChallengeCard key={gameId} gameId={gameId} />
        ) : (
          <p className="pz-muted">{t('tasks.daily.choose')}</p>
        )}
      </section>
      <GameSelector
        open={changing || autoOpen}
        currentGameId={gameId}
        onClose={() => {
          setChanging(false);
          setSelectorDismissed(true);
        }}
      />
    </div>
  );
}
