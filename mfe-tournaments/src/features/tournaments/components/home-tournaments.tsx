export function HomeTournaments() {
  return (
    <section className="pz-home-block" aria-labelledby="home-home-tournaments">
      <h2 id="home-home-tournaments">Tournaments</h2>
    </section>
  );
}
