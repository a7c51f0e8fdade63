// The games remote's pages, for its standalone dev app; inside the portal the shell routes them.
import type { ReactElement } from 'react';
import { AimTrainPage } from '../features/aim-train/components/aim-train-page';
import { CannonClashPage } from '../features/cannon-clash/components/cannon-clash-page';
import { PuzzleManiaPage } from '../features/puzzle-mania/components/puzzle-mania-page';
import { HighlightsPage } from '../features/highlights/components/highlights-page';
import { GameHighlightsPage } from '../features/highlights/components/game-highlights-page';

export const standaloneRoutes: Array<{ path: string; element: ReactElement }> = [
  { path: '/aim-train', element: <AimTrainPage /> },
  { path: '/cannon-clash', element: <CannonClashPage /> },
  { path: '/puzzle-mania', element: <PuzzleManiaPage /> },
  { path: '/highlights', element: <HighlightsPage /> },
  { path: '/game-highlights', element: <GameHighlightsPage /> },
];
