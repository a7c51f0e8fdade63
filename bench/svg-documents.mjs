#!/usr/bin/env node
// The SVG documents a first visit builds on the page's main thread. Chromium draws every SVG image
// (an <img>, a CSS background or the page's icon) by building a small document of its own: a frame,
// a document loader, the drawing's style and layout. On a slow phone each costs 10-200 ms of the
// main thread, the page's first one the dearest, while a WebP or PNG is decoded off it. This counts
// them (`IsolatedSVGDocumentHost` in a performance trace) and sums their time, per page.
//   node bench/svg-documents.mjs     (PAGES=/,/tournaments,/rewards,/tasks,/leaderboard  RUNS=3  CPU_RATE=4)
import { chromium } from 'playwright-core';
import { firstVisit, median } from './lib/first-visit.mjs';
import { chromiumOptions, startPortal } from './lib/portal-server.mjs';

const PAGES = (process.env.PAGES ?? '/,/tournaments,/rewards,/tasks,/leaderboard').split(',');
const RUNS = Number(process.env.RUNS ?? 3);
const CPU_RATE = Number(process.env.CPU_RATE ?? 4);
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 7000);

/** One first visit: how many SVG documents the page's main thread built, and in how many ms. */
async function svgDocuments(browser, origin, path) {
  const { context, page, url } = await firstVisit(browser, origin, path, CPU_RATE);
  try {
    await browser.startTracing(page, { categories: ['devtools.timeline', 'blink'] });
    await page.goto(url);
    await page.waitForTimeout(SETTLE_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const main = traceEvents.find(
      (event) => event.name === 'EvaluateScript' && (event.args?.data?.url ?? '').endsWith('/main.js'),
    );
    if (!main) throw new Error(`${path}: main.js never ran`);
    const built = traceEvents.filter(
      (event) =>
        event.name === 'IsolatedSVGDocumentHost::IsolatedSVGDocumentHost' &&
        event.pid === main.pid &&
        event.tid === main.tid,
    );
    return { count: built.length, ms: built.reduce((sum, event) => sum + event.dur / 1000, 0) };
  } finally {
    await context.close();
  }
}

const portal = await startPortal({ port: Number(process.env.BENCH_PORT ?? 8397) });
const browser = await chromium.launch(chromiumOptions);
try {
  console.log(`SVG documents built in a first visit, CPU slowed ${CPU_RATE}x, median of ${RUNS}\n`);
  console.log('| page | documents | ms | runs (documents in ms) |');
  console.log('|---|---:|---:|---|');
  for (const path of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await svgDocuments(browser, portal.origin, path));
    const each = runs.map(({ count, ms }) => `${count} in ${ms.toFixed(0)}`).join(', ');
    console.log(
      `| ${path} | ${median(runs.map((r) => r.count))} | ${median(runs.map((r) => r.ms)).toFixed(0)} | ${each} |`,
    );
  }
} finally {
  await browser.close();
  await portal.stop();
}
