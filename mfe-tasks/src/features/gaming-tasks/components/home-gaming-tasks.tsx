export function HomeGamingTasks() {
  return (
    <section className="pz-home-block" aria-labelledby="home-home-gaming-tasks">
      <h2 id="home-home-gaming-tasks">Gaming Tasks</h2>
    </section>
  );
}
