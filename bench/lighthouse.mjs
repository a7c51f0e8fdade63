#!/usr/bin/env node
// Page-load benchmark: Lighthouse 12 (mobile emulation, its default simulated throttling) in
// Debian's Chromium against the built portal served by the real api, for /, /tournaments, /tasks,
// /rewards and /leaderboard as a signed-in subscriber. Prints the performance score, LCP, TBT, CLS
// and total bytes per page: the median of RUNS runs (default 3), and each page's LCP and TBT as a
// ratio to the floor page's in the same run (React rendering a static copy of the home page's first
// screen, see lib/floor-page.mjs), with the machine's load average when the page was measured.
//
// The pages come from the api's own port, plain HTTP/1.1 (a browser opens at most six connections to
// it and further requests wait for a free one), as in every table of the README. LH_EDGE=tls
// measures them as a deployment serves them: through a public edge that terminates TLS and speaks
// HTTP/2 to the browser (deploy/proxy.mjs with the test certificate, see lib/tls-edge.mjs), the
// api behind it on HTTP/1.1; the floor page comes through the same edge.
//
// Signing in: a subscriber is created once through the demo landing page, and every measured URL
// carries its signed reference as `?a=<ref>`, exactly as a subscriber arrives from the landing page
// or an SMS link: start-up exchanges `a` for a token (POST /api/v1/jt/gen), loads the day data and
// removes `a` from the address bar. Lighthouse starts each run with empty storage, so each run is a
// subscriber's first visit in a new tab (cold cache), start-up popups included.
//
//   node bench/lighthouse.mjs              # starts its own portal on :8391 (needs the built apps)
//   PORTAL_URL=http://127.0.0.1:8080 node bench/lighthouse.mjs   # measure a running portal
//   RUNS=1 PAGES=/,/rewards node bench/lighthouse.mjs
//   LH_JSON_DIR=/some/dir node bench/lighthouse.mjs   # also keeps each run's Lighthouse JSON (trace
//                                                     # summary, network waterfall, long tasks)
//   LH_ARTIFACTS_DIR=/some/dir node bench/lighthouse.mjs  # also keeps each run's trace and network
//                                                     # log; bench/lantern-path.mjs prints what the
//                                                     # simulated largest paint waited for
//   LH_THROTTLING=devtools node bench/lighthouse.mjs # a real throttled load instead of the simulation
//   LH_EDGE=tls node bench/lighthouse.mjs   # through the TLS edge, HTTP/2 (not with PORTAL_URL)
//   LANGS=en,ur node bench/lighthouse.mjs   # each page in English and in Urdu (the pz_lang cookie the
//                                           # language switch sets), runs interleaved, plus a table of
//                                           # Urdu against English (goal: within 5 %)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { createFloorPage } from './lib/floor-page.mjs';
import { startPortal } from './lib/portal-server.mjs';
import { startTlsEdge } from './lib/tls-edge.mjs';
import { signInOverHttp } from '../tooling/landing-sign-in.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = (process.env.PAGES ?? '/,/tournaments,/tasks,/rewards,/leaderboard').split(',');
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEBUG_PORT = Number(process.env.LH_DEBUG_PORT ?? 9333);
const PORT = Number(process.env.BENCH_PORT ?? 8391);
const JSON_DIR = process.env.LH_JSON_DIR;
const ARTIFACTS_DIR = process.env.LH_ARTIFACTS_DIR;
const LANGS = (process.env.LANGS ?? 'en').split(',');
const THROTTLING = process.env.LH_THROTTLING ?? 'simulate';
/** Through the TLS edge (LH_EDGE=tls); a running portal (PORTAL_URL) is measured as it is. */
const THROUGH_EDGE = !process.env.PORTAL_URL && process.env.LH_EDGE === 'tls';
let runs = 0;

/** Chromium with the flags chrome-launcher would use, plus headless and no sandbox (containers). */
async function launchChromium(extraFlags = []) {
  const profile = mkdtempSync(join(tmpdir(), 'playzone-lh-'));
  const child = spawn(
    CHROME_PATH,
    [
      '--headless=new',
      '--no-sandbox',
      ...extraFlags,
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      '--disable-renderer-backgrounding',
      '--disable-component-update',
      '--disable-default-apps',
      '--disable-extensions',
      '--disable-sync',
      '--disable-client-side-phishing-detection',
      '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider',
      '--metrics-recording-only',
      '--mute-audio',
      '--no-default-browser-check',
      '--no-first-run',
      '--password-store=basic',
      '--use-mock-keychain',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(profile, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

async function subscriberReference(origin) {
  return (await signInOverHttp(origin, `03${String(Date.now()).slice(-9)}`)).a;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** This run's name for the files it keeps: its number in the bench, then the page (01-home). */
function nextRunName(url) {
  runs += 1;
  const page = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  return `${String(runs).padStart(2, '0')}-${page}`;
}

async function measure(url, lang = 'en') {
  const run = nextRunName(url);
  // Artifacts are gathered, saved, then audited from memory as usual.
  const keep = ARTIFACTS_DIR ? join(ARTIFACTS_DIR, run) : null;
  const result = await lighthouse(url, {
    ...(keep ? { gatherMode: keep, auditMode: keep } : {}),
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // LH_THROTTLING=devtools: the page really loads over a throttled network (Lighthouse's slow 4G
    // figures, applied by Chromium) with the 4x CPU slowdown, so the order of requests shows in the
    // figures; the default models the load from an unthrottled one.
    ...(THROTTLING === 'devtools' ? { throttlingMethod: 'devtools' } : {}),
    // The language switch's cookie: the server writes the first screen, lang and dir from it.
    ...(lang === 'en' ? {} : { extraHeaders: { Cookie: `pz_lang=${lang}` } }),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (JSON_DIR) {
    mkdirSync(JSON_DIR, { recursive: true });
    writeFileSync(join(JSON_DIR, `${run}.json`), JSON.stringify(lhr));
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  };
}

/** The portal on a busy machine may take longer than startPortal's 60 s: one more attempt. */
async function ownPortal() {
  try {
    return await startPortal({ port: PORT });
  } catch {
    return startPortal({ port: PORT });
  }
}

/** A run that paints nothing (a stalled renderer on a loaded machine) is measured once more. */
async function measureOnce(url, lang) {
  try {
    return await measure(url, lang);
  } catch (error) {
    process.stderr.write(`retrying after: ${error.message}\n`);
    return measure(url, lang);
  }
}

const FLOOR = 'floor';
const portal = process.env.PORTAL_URL ? null : await ownPortal();
const origin = process.env.PORTAL_URL ?? portal.origin;
const rows = [];
let floor = null;
let chromium = null;
let edge = null;
try {
  const ref = await subscriberReference(origin);
  floor = await createFloorPage(origin, ref);
  edge = THROUGH_EDGE ? await startTlsEdge({ port: PORT + 1, backendPort: PORT }) : null;
  // What the browser loads: the edge in front of the api, or the api itself.
  const served = edge?.origin ?? origin;
  chromium = await launchChromium(edge?.chromiumFlags);
  for (const path of [FLOOR, ...PAGES]) {
    const langs = path === FLOOR ? ['en'] : LANGS;
    const runs = Object.fromEntries(langs.map((lang) => [lang, []]));
    const load = loadavg()[0];
    for (let i = 0; i < RUNS; i += 1) {
      for (const lang of langs) {
        const url = `${served}${path === FLOOR ? floor.path : `${path}?a=${encodeURIComponent(ref)}`}`;
        const run = await measureOnce(url, lang);
        if (path !== FLOOR && new URL(run.finalUrl).pathname !== path) {
          throw new Error(`${path} ended on ${run.finalUrl}`);
        }
        runs[lang].push(run);
        process.stderr.write(
          `${path} ${lang} run ${i + 1}: score ${run.score}, FCP ${Math.round(run.fcp)} ms, LCP ${Math.round(run.lcp)} ms (${run.lcpElement ?? '?'}), TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}\n`,
        );
      }
    }
    for (const lang of langs) {
      const of = (key) => median(runs[lang].map((r) => r[key]));
      rows.push({
        path,
        lang,
        load,
        score: of('score'),
        lcp: of('lcp'),
        tbt: of('tbt'),
        cls: of('cls'),
        bytes: of('bytes'),
      });
    }
  }
} finally {
  await chromium?.close();
  await edge?.stop();
  floor?.remove();
  await portal?.stop();
}

const base = rows.find((r) => r.path === FLOOR);
// TBT of the floor may be 0: the ratio is then taken against 1 ms.
const lcpRatio = (r) => r.lcp / base.lcp;
const tbtRatio = (r) => r.tbt / Math.max(base.tbt, 1);
console.log(
  `\nLighthouse 12 mobile (${THROTTLING === 'devtools' ? 'devtools throttling: a real slow 4G load, 4x CPU' : 'simulated throttling'}; ${THROUGH_EDGE ? 'HTTPS and HTTP/2 through the TLS edge' : 'plain HTTP/1.1 from the api'}), median of ${RUNS} runs\n`,
);
console.log(
  '| page | lang | score | LCP s | TBT ms | CLS | total KB | LCP / floor | TBT / floor | load avg |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.path === FLOOR ? 'floor page' : r.path} | ${r.lang} | ${r.score} | ${(r.lcp / 1000).toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${Math.round(r.bytes / 1024)} | ${lcpRatio(r).toFixed(2)} | ${tbtRatio(r).toFixed(2)} | ${r.load.toFixed(1)} |`,
  );
}
printLanguageComparison();
const GOALS = 'score >= 90, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.05, LCP <= 1.5x and TBT <= 2x the floor';
const misses = rows.filter(
  (r) =>
    r.path !== FLOOR &&
    r.lang === 'en' &&
    (r.score < 90 || r.lcp > 2500 || r.tbt > 200 || r.cls > 0.05 || lcpRatio(r) > 1.5 || tbtRatio(r) > 2),
);
console.log(
  misses.length
    ? `\nGoals (${GOALS}) missed on: ${misses.map((r) => r.path).join(', ')}`
    : `\nEvery page meets the goals (${GOALS}).`,
);

/** Urdu against English per page (issue goal: the Urdu figures within 5 % of the English ones). */
function printLanguageComparison() {
  const others = LANGS.filter((lang) => lang !== 'en');
  if (others.length === 0) return;
  const pct = (value, baseValue) => `${(((value - baseValue) / Math.max(baseValue, 1)) * 100).toFixed(1)} %`;
  for (const lang of others) {
    console.log(`\n${lang} against en (LCP and TBT: the ${lang} figure's difference from en)\n`);
    console.log(
      '| page | score en / ' +
        lang +
        ' | LCP s en / ' +
        lang +
        ' | LCP diff | TBT ms en / ' +
        lang +
        ' | TBT diff | CLS ' +
        lang +
        ' |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const path of PAGES) {
      const en = rows.find((r) => r.path === path && r.lang === 'en');
      const other = rows.find((r) => r.path === path && r.lang === lang);
      if (!en || !other) continue;
      console.log(
        `| ${path} | ${en.score} / ${other.score} | ${(en.lcp / 1000).toFixed(2)} / ${(other.lcp / 1000).toFixed(2)} | ${pct(other.lcp, en.lcp)} | ${Math.round(en.tbt)} / ${Math.round(other.tbt)} | ${pct(other.tbt, en.tbt)} | ${other.cls.toFixed(3)} |`,
      );
    }
  }
}
