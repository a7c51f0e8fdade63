import esportsBasics from '../../assets/learn-win/esports-basics.svg';
import proTips from '../../assets/learn-win/pro-tips.svg';
import quizAndWin from '../../assets/learn-win/quiz-and-win.svg';

import type { Message } from '../../i18n';

/** The academy's banners; `alt` is the id of each banner's words in the shell's catalog. */
export const learnWinBanners: ReadonlyArray<{ id: string; image: string; alt: Message }> = [
  { id: 'esports-basics', image: esportsBasics, alt: 'shell.learnWin.banner.esports-basics' },
  { id: 'pro-tips', image: proTips, alt: 'shell.learnWin.banner.pro-tips' },
  { id: 'quiz-and-win', image: quizAndWin, alt: 'shell.learnWin.banner.quiz-and-win' },
];
