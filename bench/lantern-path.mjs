#!/usr/bin/env node
// What the largest paint waited for in Lighthouse's simulation: replays one saved run (a folder that
// `LH_ARTIFACTS_DIR=<dir> node bench/lighthouse.mjs` wrote) through Lighthouse's own load simulator
// (Lantern, slow 4G and 4x CPU, as the bench's default) and prints every request and main-thread
// task of the LCP graph in simulated order: start and end in ms, then the request (URL, KB on the
// wire) or the task (its unthrottled duration and where it started in the real load).
//
//   node bench/lantern-path.mjs /some/dir/07-tournaments
//
// LANTERN_SCALE='<regex>=<factor>' replays the load as if every response whose URL matches had
// that factor of its bytes on the wire (its main-thread work unchanged): what a smaller script
// would give, before building it. E.g. LANTERN_SCALE='/main\.js$=0.65'.
import * as assetSaver from 'lighthouse/core/lib/asset-saver.js';
import * as constants from 'lighthouse/core/config/constants.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: node bench/lantern-path.mjs <run folder written with LH_ARTIFACTS_DIR>');
  process.exit(2);
}
const artifacts = assetSaver.loadArtifacts(folder);
if (process.env.LANTERN_SCALE) {
  const [pattern, factor] = process.env.LANTERN_SCALE.split(/=(?=[^=]*$)/);
  const scaled = new RegExp(pattern);
  const ids = new Set(
    artifacts.DevtoolsLog.filter(
      (e) => e.method === 'Network.requestWillBeSent' && scaled.test(e.params.request.url),
    ).map((e) => e.params.requestId),
  );
  for (const event of artifacts.DevtoolsLog) {
    if (!ids.has(event.params?.requestId)) continue;
    if (event.method === 'Network.dataReceived' || event.method === 'Network.loadingFinished') {
      event.params.encodedDataLength = Math.round(event.params.encodedDataLength * Number(factor));
    }
  }
  console.log(`${ids.size} response(s) matching ${scaled} at ${factor} of their bytes`);
}
const settings = {
  ...constants.defaultSettings,
  throttlingMethod: 'simulate',
  throttling: constants.throttling.mobileSlow4G,
};
const lcp = await LanternLargestContentfulPaint.request(
  {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  },
  { computedCache: new Map(), settings },
);
console.log(`simulated LCP ${Math.round(lcp.timing)} ms\n`);
const timings = [...lcp.pessimisticEstimate.nodeTimings].sort((a, b) => a[1].endTime - b[1].endTime);
const origin = Math.min(...timings.map(([node]) => node.startTime));
const ms = (value) => String(Math.round(value)).padStart(6);
for (const [node, { startTime, endTime }] of timings) {
  const what =
    node.type === 'network'
      ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 80)} (${(node.request.transferSize / 1024).toFixed(1)} KB)`
      : `main thread ${(node.duration / 1000).toFixed(0)} ms (at ${((node.startTime - origin) / 1000).toFixed(0)} ms unthrottled)`;
  console.log(`${ms(startTime)} ${ms(endTime)}  ${what}`);
}
