import esportsBasics from '../../assets/learn-win/esports-basics.svg';
import proTips from '../../assets/learn-win/pro-tips.svg';
import quizAndWin from '../../assets/learn-win/quiz-and-win.svg';

export const learnWinBanners = [
  { id: 'esports-basics', image: esportsBasics, alt: 'Esports Basics: learn the game, then win it' },
  { id: 'pro-tips', image: proTips, alt: 'Pro Tips: short lessons from top players' },
  { id: 'quiz-and-win', image: quizAndWin, alt: 'Quiz & Win: answer, score, earn' },
] as const;
