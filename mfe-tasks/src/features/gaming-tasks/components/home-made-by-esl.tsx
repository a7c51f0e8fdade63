export function HomeMadeByEsl() {
  return (
    <section className="pz-home-block" aria-labelledby="home-home-made-by-esl">
      <h2 id="home-home-made-by-esl">Made by ESL</h2>
    </section>
  );
}
