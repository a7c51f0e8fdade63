#!/usr/bin/env node
// When the daily check-in popup paints on a subscriber's arrival, against the page under it: a new
// subscriber's first load of each page (a fresh sign-in reference in `?a=`) in Chromium over
// Lighthouse's throttled slow 4G (562.5 ms latency, 1.47 Mbit/s) with the CPU slowed 4x, and from
// inside the page the moments the popup and the page's heading enter the DOM and the popup's text
// paints (its largest-contentful-paint entry). Medians of RUNS loads per page, in ms from the
// navigation's start; build one way, then the other, and compare.
//   node bench/popup-paint.mjs     (PAGES=/tasks,/rewards,/leaderboard  RUNS=5  CPU_RATE=4)
import { chromium } from 'playwright-core';
import * as constants from 'lighthouse/core/config/constants.js';
import { firstVisit, median } from './lib/first-visit.mjs';
import { chromiumOptions, startPortal } from './lib/portal-server.mjs';

const PAGES = (process.env.PAGES ?? '/tasks,/rewards,/leaderboard').split(',');
const RUNS = Number(process.env.RUNS ?? 5);
const SLOW_4G = constants.throttling.mobileSlow4G;
const CPU_RATE = Number(process.env.CPU_RATE ?? SLOW_4G.cpuSlowdownMultiplier);
/** Lighthouse's devtools throttling of its mobile slow 4G, in the bytes per second CDP takes. */
const NETWORK = {
  offline: false,
  latency: SLOW_4G.requestLatencyMs,
  downloadThroughput: (SLOW_4G.downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
};

/** Runs in the page before its scripts: records when each moment first happens. */
function watch() {
  const moments = {};
  window.__popupPaint = moments;
  const first = (name) => (moments[name] ??= Math.round(performance.now()));
  new MutationObserver(() => {
    if (document.querySelector('[role="dialog"] .pz-muted')) first('popup');
    if (document.querySelector('main h1:not(.pz-visually-hidden)')) first('heading');
  }).observe(document, { subtree: true, childList: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.element?.closest('[role="dialog"]')) moments.popupPaint ??= Math.round(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

const portal = await startPortal({ port: 8396 });
const browser = await chromium.launch(chromiumOptions);
const rows = [];
try {
  for (const path of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const visit = await firstVisit(browser, portal.origin, path, CPU_RATE);
      await visit.cdp.send('Network.enable');
      await visit.cdp.send('Network.emulateNetworkConditions', NETWORK);
      await visit.page.addInitScript(watch);
      await visit.page.goto(visit.url);
      await visit.page.getByRole('dialog').locator('.pz-muted').waitFor({ timeout: 30_000 });
      await visit.page.waitForFunction(() => window.__popupPaint.heading && window.__popupPaint.popupPaint);
      runs.push(await visit.page.evaluate(() => window.__popupPaint));
      await visit.context.close();
    }
    const of = (name) => median(runs.map((moments) => moments[name]));
    rows.push([path, of('popup'), of('popupPaint'), of('heading')]);
    console.log(
      `${path}: ${runs.map((m) => `popup ${m.popup} painted ${m.popupPaint} heading ${m.heading}`).join('; ')}`,
    );
  }
} finally {
  await browser.close();
  await portal.stop();
}
console.log(`\nCheck-in popup on arrival, throttled slow 4G and ${CPU_RATE}x CPU, median of ${RUNS} (ms)\n`);
console.log('| page | popup in the DOM | popup painted | page heading in the DOM |');
console.log('|---|---:|---:|---:|');
for (const [path, popup, painted, heading] of rows)
  console.log(`| ${path} | ${popup} | ${painted} | ${heading} |`);
