import { useT } from '../../../i18n';
import { EslGamesList } from './esl-games-list';
import '../../../components/tasks.css';

/** Home block 'Made by ESL', composed by the shell. */
export function HomeMadeByEsl() {
  const t = useT();
  return (
    <section className="pz-home-block tasks-section home-made-by-esl" aria-labelledby="home-made-by-esl">
      <h2 id="home-made-by-esl">{t('tasks.gaming.madeByEsl')}</h2>
      <EslGamesList />
    </section>
  );
}
