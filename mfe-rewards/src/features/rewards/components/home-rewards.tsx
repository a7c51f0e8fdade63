export function HomeRewards() {
  return (
    <section className="pz-home-block" aria-labelledby="home-home-rewards">
      <h2 id="home-home-rewards">Rewards</h2>
    </section>
  );
}
