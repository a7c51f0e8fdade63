import { redirectToLanding } from '@portal/shared/lib';
import { useT } from '../../../i18n';

/**
 * /tasks for a visitor from the partner platform who has no session yet: they may stay, but the
 * streak and the task need a subscriber, so the page says so instead of calling the api.
 */
export function PartnerVisitorTasks() {
  const t = useT();
  return (
    <section className="pz-card tasks-section" aria-labelledby="partner-tasks-heading">
      <h2 id="partner-tasks-heading">{t('tasks.partner.heading')}</h2>
      <p>{t('tasks.partner.intro')}</p>
      <p className="pz-muted">{t('tasks.partner.loginHint')}</p>
      <button type="button" className="pz-button" onClick={() => redirectToLanding()}>
        {t('tasks.partner.login')}
      </button>
    </section>
  );
}
