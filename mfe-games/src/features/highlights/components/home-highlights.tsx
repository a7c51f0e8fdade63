export function HomeHighlights() {
  return (
    <section className="pz-home-block" aria-labelledby="home-home-highlights">
      <h2 id="home-home-highlights">Highlights</h2>
    </section>
  );
}
