#!/usr/bin/env node
// The long tasks of a first visit, one by one: a subscriber's first load of a page (a fresh
// sign-in reference in `?a=`) in Chromium with its CPU slowed as Lighthouse's mobile profile slows
// it, a performance trace from the request until the page has settled, and every main-thread task
// over 50 ms listed with what it was made of (a script's evaluation, a chain of promise callbacks,
// layout...). Blocking time is each long task's part over 50 ms, summed, as Total Blocking Time
// counts it (here over the whole visit, not only until the page is interactive). Lighthouse's
// TBT says how much; this says which tasks, and whether a change split one.
//   node bench/long-tasks.mjs     (PAGES=/tournaments,/tasks  RUNS=5  CPU_RATE=4  SETTLE_MS=7000)
//   SOURCES=1: also where each long task's JavaScript came from (main.js through its source map;
//   the sampling profiler this needs makes every task somewhat longer)
import { chromium } from 'playwright-core';
import { firstVisit, mainSourceMap, median } from './lib/first-visit.mjs';
import { chromiumOptions, startPortal } from './lib/portal-server.mjs';

const PAGES = (process.env.PAGES ?? '/tournaments,/tasks').split(',');
const RUNS = Number(process.env.RUNS ?? 5);
const CPU_RATE = Number(process.env.CPU_RATE ?? 4);
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 7000);
const SOURCES = process.env.SOURCES === '1';
const LONG_MS = 50;
/** The trace events a task is described by (the first, by time spent, names it). */
const PARTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'RunMicrotasks',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MinorGC',
  'MajorGC',
]);

const sourceOf = SOURCES ? mainSourceMap().sourceOf : null;

/** Inclusive milliseconds per source of the profile samples between `from` and `to` (trace clock, µs). */
function sourcesBetween(profile, from, to) {
  if (!profile) return '';
  const totals = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    if (at < from || at > to) return;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set();
    for (let node = id; node !== undefined; node = profile.parentOf.get(node)) {
      const frame = profile.nodeOf.get(node).callFrame;
      if (['(root)', '(idle)', '(program)'].includes(frame.functionName)) continue;
      const source = sourceOf(frame);
      if (seen.has(source)) continue;
      seen.add(source);
      totals.set(source, (totals.get(source) ?? 0) + ms);
    }
  });
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([source, ms]) => `${source} ${ms.toFixed(0)}`)
    .join(', ');
}

/** A trace event's short name: the event and the file it ran ('EvaluateScript main.js'). */
function partName(event) {
  const data = event.args?.data ?? {};
  const file = data.url ? ` ${data.url.split('/').pop().split('?')[0].slice(0, 48)}` : '';
  return `${event.name}${file}${data.type ? ` ${data.type}` : ''}`;
}

async function traceFirstVisit(browser, origin, path) {
  const { context, page, cdp, url } = await firstVisit(browser, origin, path, CPU_RATE);
  try {
    if (SOURCES) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'loading',
        'blink.user_timing',
      ],
    });
    await page.goto(url);
    await page.waitForTimeout(SETTLE_MS);
    const profile = SOURCES ? (await cdp.send('Profiler.stop')).profile : null;
    if (profile) {
      profile.nodeOf = new Map(profile.nodes.map((node) => [node.id, node]));
      profile.parentOf = new Map();
      for (const node of profile.nodes)
        for (const child of node.children ?? []) profile.parentOf.set(child, node.id);
    }
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    // The page's main thread: the one that evaluated the shell's main.js.
    const evaluated = traceEvents.find(
      (event) => event.name === 'EvaluateScript' && (event.args?.data?.url ?? '').endsWith('/main.js'),
    );
    if (!evaluated) throw new Error(`${path}: main.js never ran`);
    const onMain = traceEvents
      .filter((event) => event.pid === evaluated.pid && event.tid === evaluated.tid && event.ph === 'X')
      .sort((x, y) => x.ts - y.ts);
    // From the request for the page (its navigation's start where the trace has it).
    const start =
      traceEvents.find(
        (event) =>
          event.name === 'navigationStart' && String(event.args?.data?.documentLoaderURL).includes('?a='),
      )?.ts ??
      traceEvents.find(
        (event) => event.name === 'ResourceSendRequest' && String(event.args?.data?.url).includes('?a='),
      )?.ts;
    if (start === undefined) throw new Error(`${path}: no navigation in the trace`);
    const tasks = onMain.filter(
      (event) => event.name === 'RunTask' && event.ts >= start && event.dur >= LONG_MS * 1000,
    );
    return tasks.map((task) => {
      const parts = new Map();
      for (const event of onMain) {
        if (event.ts < task.ts || event.ts + event.dur > task.ts + task.dur || !PARTS.has(event.name))
          continue;
        parts.set(partName(event), (parts.get(partName(event)) ?? 0) + event.dur / 1000);
      }
      const [what = 'browser work'] = [...parts].sort((x, y) => y[1] - x[1]).map(([name]) => name);
      return {
        at: (task.ts - start) / 1000,
        ms: task.dur / 1000,
        what,
        sources: sourcesBetween(profile, task.ts, task.ts + task.dur),
      };
    });
  } finally {
    await context.close();
  }
}

const blocking = (tasks) => tasks.reduce((sum, task) => sum + task.ms - LONG_MS, 0);

const portal = await startPortal({ port: Number(process.env.BENCH_PORT ?? 8398) });
const browser = await chromium.launch(chromiumOptions);
try {
  for (const path of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await traceFirstVisit(browser, portal.origin, path));
    const times = runs.map(blocking);
    const typical = runs[times.indexOf([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)])];
    console.log(
      `\n## ${path}: first visit, CPU slowed ${CPU_RATE}x, median of ${RUNS}: blocking time ` +
        `${median(times).toFixed(0)} ms (runs ${times.map((t) => t.toFixed(0)).join(', ')}), ` +
        `${median(runs.map((tasks) => tasks.length))} long tasks\n`,
    );
    console.log(
      `The median run's long tasks:\n\n| at ms | ms | what${SOURCES ? ' | JavaScript (inclusive ms)' : ''} |`,
    );
    console.log(`|---:|---:|---|${SOURCES ? '---|' : ''}`);
    for (const task of typical)
      console.log(
        `| ${task.at.toFixed(0)} | ${task.ms.toFixed(0)} | ${task.what}${SOURCES ? ` | ${task.sources}` : ''} |`,
      );
  }
} finally {
  await browser.close();
  await portal.stop();
}
