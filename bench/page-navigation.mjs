#!/usr/bin/env node
// Moving between pages inside the portal: a signed-in subscriber on the home page follows the menu
// to each remote page, twice per round (first visit: the page's remote code is not loaded yet; then
// again: it is), and the bench prints the time from the click to the page's first content in the
// document (its first card), the median of ROUNDS rounds (default 5), each round a new browser
// context signed in anew. Chromium's CPU is slowed as a cheap phone's (CPU_SLOWDOWN, default 4); the
// network is the machine's own (the api on this host), so what is left is the portal's own work.
//   node bench/page-navigation.mjs          (ROUNDS, CPU_SLOWDOWN, BENCH_PORT default 8392)
import { chromium } from 'playwright-core';
import { median } from './lib/median.mjs';
import { chromiumOptions, signIn, startPortal } from './lib/portal-server.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 8392);

/** Each page of the menu with the selector of its first content. */
const PAGES = [
  { path: '/tasks', content: '.day-tiles' },
  { path: '/tournaments', content: '.tournament-card' },
  { path: '/daily-gaming-tasks', content: '.tasks-game-card, .challenge-card' },
  { path: '/rewards', content: '.reward-card' },
  { path: '/leaderboard', content: '.podium' },
];

/** In the page: clicks the menu link to `path`; resolves with the ms until `content` is in the document. */
function followLink({ path, content }) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let loadingShown = false;
    const check = () => {
      if (document.querySelector('main .pz-loading')) loadingShown = true;
      if (!document.querySelector(content)) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve({ ms: performance.now() - start, loadingShown });
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`${content} did not show within 10 s`));
    }, 10_000);
    const link = [...document.querySelectorAll('nav a')].find((a) => a.getAttribute('href') === path);
    if (!link) reject(new Error(`no menu link to ${path}`));
    else link.click();
  });
}

const portal = await startPortal({ port: PORT });
const browser = await chromium.launch(chromiumOptions);
const results = new Map(PAGES.map(({ path }) => [path, { first: [], again: [], loading: 0 }]));
try {
  for (let round = 0; round < ROUNDS; round++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, portal.origin);
    // The start-up popups (check-in, game selector) close; then the home page settles.
    for (let i = 0; i < 3; i++) {
      await page.waitForTimeout(800);
      const close = page.locator('.pz-modal-overlay button').first();
      if (await close.count()) await close.click().catch(() => undefined);
    }
    await page.waitForTimeout(1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    for (const visit of ['first', 'again']) {
      for (const target of PAGES) {
        const { ms, loadingShown } = await page.evaluate(followLink, target);
        const entry = results.get(target.path);
        entry[visit].push(ms);
        if (visit === 'first' && loadingShown) entry.loading++;
        await page.waitForTimeout(600);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await portal.stop();
}

console.log(
  `\nFrom a menu click to the page's first content, ms, median of ${ROUNDS} rounds (CPU ${CPU_SLOWDOWN}x slower)\n`,
);
console.log('| page | first visit | again | loading state shown (first visits) |');
console.log('|---|---:|---:|---:|');
for (const [path, { first, again, loading }] of results) {
  console.log(
    `| ${path} | ${Math.round(median(first))} | ${Math.round(median(again))} | ${loading} of ${ROUNDS} |`,
  );
}
