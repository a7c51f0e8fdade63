import { startTelemetry } from '@portal/shared/telemetry';
import { applyLocaleToDocument, browserLocale, setLocale } from '@portal/shared/i18n';
import { OPERATOR_PATH } from './app/english-document';
import { preloadRemoteModules } from './remotes/remote-registry';
import { modulesForPath } from './routing/route-table';
import { registerServiceWorker } from './features/offline/register-service-worker';
import { beginStartup } from './features/startup/use-startup';
import { prefetchEntryData } from './features/startup/entry-data';
import { portalQueryClient } from './app/query-client';
import { dailyCheckinShownAtom, portalStore } from '@portal/shared/session';
import { nextTask } from './app/next-task';

// The entry route's remote modules load side by side with start-up's session check.
preloadRemoteModules(modulesForPath(window.location.pathname));

// The subscriber start-up (token exchange, day data) leaves now, beside the first render; the staff
// console has its own sign-in and never runs it.
const onOperator = OPERATOR_PATH.test(window.location.pathname);
if (!onOperator) {
  const { pathname, search } = window.location;
  // Signed in, the entry page's reads leave at once, beside its remote code, not once it has
  // rendered. (This runs before the page's own start-up handler, which marks the check-in shown.)
  void beginStartup({ pathname, search }).then((outcome) => {
    if (outcome.kind !== 'signed-in') return;
    const checkinOpens = !outcome.goToRewards && !portalStore.get(dailyCheckinShownAtom);
    prefetchEntryData(portalQueryClient, outcome.goToRewards ? '/rewards' : pathname, { checkinOpens });
  });
}

startTelemetry(); // Web Vitals and errors of a sampled share of visits, to /api/telemetry

// The language this browser chose (the served page already carries its lang and dir); Urdu's
// catalogs load beside the remotes, and the first render waits for them, never showing English.
// The operator console stays English (app/english-document.tsx).
const locale = onOperator ? 'en' : browserLocale();
applyLocaleToDocument(locale);
const localeReady = locale === 'en' ? Promise.resolve() : setLocale(locale).catch(() => undefined);

// React and the portal's components are evaluated and rendered in the next task (render.tsx).
void Promise.all([localeReady, nextTask()])
  .then(() => import(/* webpackMode: "eager" */ './render'))
  .then(({ renderPortal }) => renderPortal(document.getElementById('root')!));

registerServiceWorker();
