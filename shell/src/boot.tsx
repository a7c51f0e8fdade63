import { startTelemetry } from '@portal/shared/telemetry';
import { applyLocaleToDocument, browserLocale, setLocale } from '@portal/shared/i18n';
import { OPERATOR_PATH } from './app/english-document';
import { preloadRemoteModules } from './remotes/remote-registry';
import { modulesForPath } from './routing/route-table';
import { registerServiceWorker } from './features/offline/register-service-worker';
import { beginStartup } from './features/startup/use-startup';
import { nextTask } from './app/next-task';

// The entry route's remote modules load side by side with start-up's session check.
preloadRemoteModules(modulesForPath(window.location.pathname));

// The subscriber start-up (token exchange, day data) leaves now, beside the first render; the staff
// console has its own sign-in and never runs it.
const onOperator = OPERATOR_PATH.test(window.location.pathname);
if (!onOperator) {
  void beginStartup({ pathname: window.location.pathname, search: window.location.search });
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
