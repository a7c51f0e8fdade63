#!/usr/bin/env node
// Game page time to first frame: the built portal (api serving the shell and remotes) in Chromium.
// A signed-in subscriber opens /aim-train with its level routing state from inside the portal, as
// 'Play Now' does; the time runs from that navigation to the build's first drawn frame (the
// framework's 'playzone:game-first-frame' performance mark), also split at "loaded" (progress
// 100%, the page's 'loaded' state). The first open is cold (remote chunks and game build not cached), the rest warm.
//   node bench/game-page-bench.mjs          (BENCH_RUNS warm runs, default 5; BENCH_PORT, default 8391)
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { median } from './lib/median.mjs';
import { chromiumOptions, signIn, startPortal } from './lib/portal-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const session = { game_unique_id: 'aim-train', game_name: 'Aim Train', game_level: 1, level_credits: 10 };

async function openGame(page) {
  return page.evaluate(async (state) => {
    const FIRST_FRAME = 'playzone:game-first-frame';
    performance.clearMarks(FIRST_FRAME);
    const start = performance.now();
    let loadedAt = null;
    const stage = () => document.querySelector('.game-stage');
    const observer = new MutationObserver(() => {
      if (loadedAt === null && stage()?.getAttribute('data-status') === 'loaded')
        loadedAt = performance.now();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-status'],
    });
    window.history.pushState({ usr: state, key: `bench${start}`, idx: 1 }, '', '/aim-train');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    const deadline = start + 60_000;
    for (;;) {
      if (loadedAt === null && stage()?.getAttribute('data-status') === 'loaded')
        loadedAt = performance.now();
      const mark = performance.getEntriesByName(FIRST_FRAME)[0];
      if (mark && loadedAt !== null) {
        observer.disconnect();
        return { loaded: (loadedAt ?? mark.startTime) - start, firstFrame: mark.startTime - start };
      }
      if (stage()?.getAttribute('data-status') === 'error') throw new Error('The game failed to load');
      if (performance.now() > deadline) throw new Error('No first frame within 60 s');
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, session);
}

async function leaveGame(page) {
  await page.evaluate(() => {
    window.history.pushState({ usr: null, key: `home${performance.now()}`, idx: 2 }, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await page.waitForSelector('.game-stage', { state: 'detached' });
}

const ms = (v) => `${v.toFixed(0)} ms`.padStart(8);

const portal = await startPortal({ port: Number(process.env.BENCH_PORT ?? 8391) });
const browser = await chromium.launch(chromiumOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.addInitScript(() => {
    sessionStorage.setItem('dailyCheckinShown', 'true');
    sessionStorage.setItem('gameSelectorShown', 'true');
  });
  await signIn(page, portal.origin);
  // The shell's start-up swaps the entry URL (?a=...) for / once the session is set up.
  await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('a'));
  await page.waitForSelector('h1');
  const cold = await openGame(page);
  await leaveGame(page);
  const warm = [];
  for (let i = 0; i < RUNS; i += 1) {
    warm.push(await openGame(page));
    await leaveGame(page);
  }
  console.info(
    `Aim Train game page (built portal, Chromium, 1280x720; load average ${loadavg()[0].toFixed(1)})`,
  );
  console.info('                      loaded (100%)   first frame');
  console.info(`cold (first open)       ${ms(cold.loaded)}      ${ms(cold.firstFrame)}`);
  console.info(
    `warm (median of ${RUNS})     ${ms(median(warm.map((w) => w.loaded)))}      ${ms(median(warm.map((w) => w.firstFrame)))}`,
  );
} finally {
  await browser.close();
  await portal.stop();
}
