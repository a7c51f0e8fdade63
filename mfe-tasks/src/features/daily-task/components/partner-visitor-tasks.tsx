import { redirectToLanding } from '@portal/shared/lib';

/**
 * /tasks for a visitor from the partner platform who has no session yet: they may stay, but the
 * streak and the task need a subscriber, so the page says so instead of calling the api.
 */
export function PartnerVisitorTasks() {
  return (
    <section className="pz-card tasks-section" aria-labelledby="partner-tasks-heading">
      <h2 id="partner-tasks-heading">Daily tasks and streak</h2>
      <p>
        Complete a gaming task every day and keep your login streak to earn credits you can redeem for
        rewards.
      </p>
      <p className="pz-muted">Log in with your operator number to start your streak and submit tasks.</p>
      <button type="button" className="pz-button" onClick={() => redirectToLanding()}>
        Log in
      </button>
    </section>
  );
}
