import { useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  activeDayDataAtom,
  dailyCheckinOpenAtom,
  gameIdAtom,
  gameSelectorOpenAtom,
} from '@portal/shared/session';
import { PageHeading } from '@portal/shared/ui';
import { useGuestRedirect } from '../../../hooks/use-require-login';
import { DailyChallengeCard } from './daily-challenge-card';
import { GameSelector } from './game-selector';
import { StreakPanel } from './streak-panel';
import '../../../components/tasks.css';
import './tasks-page.css';

/** /tasks: the daily streak and today's task of the chosen game. */
export function TasksPage() {
  const allowed = useGuestRedirect({ allowGamenow: true });
  const dayData = useAtomValue(activeDayDataAtom);
  const storedGameId = useAtomValue(gameIdAtom);
  const gameId = Number(storedGameId) || null;
  // Spec section 2: without stored streak data or a game id, 'SELECT YOUR GAME' opens.
  const needsGame = !dayData || !gameId;
  const [selectorDismissed, setSelectorDismissed] = useState(false);
  // The shell's start-up popups come first; this page does not stack a second selector on them.
  const shellCheckinOpen = useAtomValue(dailyCheckinOpenAtom);
  const shellSelectorOpen = useAtomValue(gameSelectorOpenAtom);
  if (!allowed) return null;
  return (
    <div className="tasks-page">
      <PageHeading title="Daily Tasks" />
      <StreakPanel />
      <section className="tasks-section" aria-labelledby="daily-task-heading">
        <div className="pz-section-heading">
          <h2 id="daily-task-heading">Daily Task</h2>
          {needsGame && selectorDismissed && (
            <button
              type="button"
              className="pz-button pz-button--secondary"
              onClick={() => setSelectorDismissed(false)}
            >
              Select your game
            </button>
          )}
        </div>
        {gameId ? (
          <DailyChallengeCard gameId={gameId} />
        ) : (
          <p className="pz-muted">Choose a game to see today’s task.</p>
        )}
      </section>
      <GameSelector
        open={needsGame && !selectorDismissed && !shellCheckinOpen && !shellSelectorOpen}
        onClose={() => setSelectorDismissed(true)}
      />
    </div>
  );
}
