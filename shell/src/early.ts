import { sendEarlyExchange } from './features/startup/early-exchange';

// /early.js: the page's first script, a few hundred bytes built apart from the portal (no
// federation, no shared libraries), so start-up's token exchange leaves while main.js downloads.
sendEarlyExchange();
