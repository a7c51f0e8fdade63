#!/usr/bin/env node
// Where a first visit's main-thread time goes: a subscriber's first load of a page (a fresh
// sign-in reference in `?a=`, as from the landing page) in Chromium with its CPU slowed as
// Lighthouse's mobile profile slows it, the page's JavaScript CPU profile taken from the request
// until the page has settled, and each sample of the shell's main.js put back to the source it
// came from (its source map): self and inclusive milliseconds per library or portal source file,
// the median over the runs. It names what the long tasks of the Lighthouse table are made of.
//   node bench/load-profile.mjs     (PAGES=/leaderboard,/tasks  RUNS=3  CPU_RATE=4  SETTLE_MS=8000  TOP=25)
//   DETAIL=<regex>: also the self time of each function of the sources it matches (e.g. DETAIL=react-router)
import { chromium } from 'playwright-core';
import { firstVisit, mainSourceMap, median } from './lib/first-visit.mjs';
import { chromiumOptions, startPortal } from './lib/portal-server.mjs';

const PAGES = (process.env.PAGES ?? '/leaderboard').split(',');
const RUNS = Number(process.env.RUNS ?? 3);
const CPU_RATE = Number(process.env.CPU_RATE ?? 4);
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 8000);
const TOP = Number(process.env.TOP ?? 25);
const DETAIL = process.env.DETAIL ? new RegExp(process.env.DETAIL) : null;

const { sourceOf, functionOf } = mainSourceMap();

/** Milliseconds of self and inclusive time per source in one CPU profile (idle and '(program)' left out). */
function attribute(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const sources = new Map();
  const sourceOfNode = (id) => {
    if (!sources.has(id)) sources.set(id, sourceOf(nodes.get(id).callFrame));
    return sources.get(id);
  };
  const self = new Map();
  const inclusive = new Map();
  const functions = new Map();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const { functionName } = nodes.get(id).callFrame;
    if (functionName === '(idle)' || functionName === '(program)' || functionName === '(root)') return;
    const ms = profile.timeDeltas[i] / 1000;
    busy += ms;
    self.set(sourceOfNode(id), (self.get(sourceOfNode(id)) ?? 0) + ms);
    if (DETAIL?.test(sourceOfNode(id))) {
      const name = `${sourceOfNode(id)}: ${functionOf(nodes.get(id).callFrame)}`;
      functions.set(name, (functions.get(name) ?? 0) + ms);
    }
    const counted = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const source = sourceOfNode(node);
      if (source === '(root)' || counted.has(source)) continue;
      counted.add(source);
      inclusive.set(source, (inclusive.get(source) ?? 0) + ms);
    }
  });
  return { busy, self, inclusive, functions };
}

async function profileFirstVisit(browser, origin, path) {
  const { context, page, cdp, url } = await firstVisit(browser, origin, path, CPU_RATE);
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url);
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = await cdp.send('Profiler.stop');
    return attribute(profile);
  } finally {
    await context.close();
  }
}

function printTable(title, runs, pick) {
  const keys = new Set(runs.flatMap((run) => [...pick(run).keys()]));
  const rows = [...keys]
    .map((key) => [key, median(runs.map((run) => pick(run).get(key) ?? 0))])
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP);
  console.log(`\n${title}\n\n| source | ms | share of busy |\n|---|---:|---:|`);
  const busy = median(runs.map((run) => run.busy));
  for (const [key, ms] of rows)
    console.log(`| ${key} | ${ms.toFixed(0)} | ${((ms / busy) * 100).toFixed(1)}% |`);
}

const portal = await startPortal({ port: Number(process.env.BENCH_PORT ?? 8396) });
const browser = await chromium.launch(chromiumOptions);
try {
  for (const path of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await profileFirstVisit(browser, portal.origin, path));
    console.log(
      `\n## ${path}: first visit, CPU slowed ${CPU_RATE}x, ${SETTLE_MS} ms, median of ${RUNS}: ` +
        `${median(runs.map((run) => run.busy)).toFixed(0)} ms of JavaScript and the work it caused`,
    );
    printTable('Self time (where the time is spent)', runs, (run) => run.self);
    printTable('Inclusive time (what it is spent for)', runs, (run) => run.inclusive);
    if (DETAIL) printTable(`Self time by function, sources matching ${DETAIL}`, runs, (run) => run.functions);
  }
} finally {
  await browser.close();
  await portal.stop();
}
