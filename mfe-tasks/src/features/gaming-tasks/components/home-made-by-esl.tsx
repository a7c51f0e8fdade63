import { EslGamesList } from './esl-games-list';
import '../../../components/tasks.css';

/** Home block 'Made by ESL', composed by the shell. */
export function HomeMadeByEsl() {
  return (
    <section className="pz-home-block tasks-section home-made-by-esl" aria-labelledby="home-made-by-esl">
      <h2 id="home-made-by-esl">Made by ESL</h2>
      <EslGamesList />
    </section>
  );
}
