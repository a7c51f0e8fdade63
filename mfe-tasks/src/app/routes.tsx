// The tasks remote's pages, for its standalone dev app; inside the portal the shell routes them.
import type { ReactElement } from 'react';
import { TasksPage } from '../features/daily-task/components/tasks-page';
import { DailyGamingTasksPage } from '../features/gaming-tasks/components/daily-gaming-tasks-page';
import { GameChallengesPage } from '../features/gaming-tasks/components/game-challenges-page';
import { CompletedPage } from '../features/completed/components/completed-page';

export const standaloneRoutes: Array<{ path: string; element: ReactElement }> = [
  { path: '/tasks', element: <TasksPage /> },
  { path: '/daily-gaming-tasks', element: <DailyGamingTasksPage /> },
  { path: '/game-challenges', element: <GameChallengesPage /> },
  { path: '/completed', element: <CompletedPage /> },
];
