import esportsBasics from '../../assets/learn-win/esports-basics.svg';
import proTips from '../../assets/learn-win/pro-tips.svg';
import quizAndWin from '../../assets/learn-win/quiz-and-win.svg';

import type { Message } from '../../i18n';

/** An academy banner: its art (no words drawn) and the id of its words in the shell's catalog. */
export interface LearnWinBanner {
  id: string;
  image: string;
  words: Message;
}

export const learnWinBanners: ReadonlyArray<LearnWinBanner> = [
  { id: 'esports-basics', image: esportsBasics, words: 'shell.learnWin.banner.esports-basics' },
  { id: 'pro-tips', image: proTips, words: 'shell.learnWin.banner.pro-tips' },
  { id: 'quiz-and-win', image: quizAndWin, words: 'shell.learnWin.banner.quiz-and-win' },
];
