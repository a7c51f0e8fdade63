import { nextTask } from './lib/next-task';

// The page's start in three tasks, none long on a slow phone: this script's own (webpack's and the
// federation runtime's start, the shared libraries registered), then boot.tsx (start-up's requests
// leave, the entry route's remote code starts loading), then render.tsx (React renders the portal).
// `eager` keeps each module in this script: splitting the work costs no extra download.
void nextTask().then(() => import(/* webpackMode: "eager" */ './boot'));
