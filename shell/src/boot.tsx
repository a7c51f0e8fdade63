import { startTelemetry } from '@portal/shared/telemetry';
import { applyLocaleToDocument, browserLocale, setLocale } from '@portal/shared/i18n';
import { preloadRemoteModules } from './remotes/remote-registry';
import { modulesForPath, OPERATOR_PATH, STARTUP_MODULES } from './routing/route-table';
import { registerServiceWorker } from './features/offline/register-service-worker';
import { beginStartup } from './features/startup/use-startup';
import { prefetchEntryData } from './features/startup/entry-data';
import { checkinOpens, takeEarlyReads } from './features/startup/early-reads';
import { adoptSentAhead } from '@portal/shared/api';
import { portalQueryClient } from './app/query-client';
import { dailyCheckinShownAtom, portalStore } from '@portal/shared/session';
import { nextTask } from './lib/next-task';
// The shell's own strings register here, before the language is set below, so their Urdu chunk is
// among the catalogs the first render waits for (registered with that render, they came after it).
import './i18n';

// The staff console has its own sign-in and never runs the subscriber start-up.
const onOperator = OPERATOR_PATH.test(window.location.pathname);

// The entry route's remote modules load side by side with start-up's session check, and so does
// the daily check-in popup's when this session has not shown it yet (start-up opens it the moment
// the subscriber is signed in, unless r=1 sends them to /rewards).
const checkinAhead =
  !onOperator && checkinOpens(window.location.search, portalStore.get(dailyCheckinShownAtom));
preloadRemoteModules([...modulesForPath(window.location.pathname), ...(checkinAhead ? STARTUP_MODULES : [])]);
// The subscriber start-up (token exchange, day data) leaves now, beside the first render. Signed
// in, the entry page's reads leave at once, beside its remote code, not once it has rendered; the
// check-in's streak too when the popup is about to open (r=1 is the outcome's goToRewards).
if (!onOperator) {
  const { pathname, search } = window.location;
  void beginStartup({ pathname, search }).then((outcome) => {
    // The reads /early.js sent with the exchange's token: the api client takes their answers.
    const sentAhead = takeEarlyReads();
    if (outcome.kind !== 'signed-in') return;
    adoptSentAhead(sentAhead);
    const entry = outcome.goToRewards ? '/rewards' : pathname;
    prefetchEntryData(portalQueryClient, entry, { checkinOpens: checkinAhead });
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
