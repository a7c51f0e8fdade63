// What the first-visit benches share (load-profile.mjs, long-tasks.mjs): a subscriber's first load
// of a page on Lighthouse's mobile screen with the CPU slowed, and main.js's profile frames put
// back to their sources.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import { signInOverHttp } from '../../tooling/landing-sign-in.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Lighthouse's mobile screen. */
const VIEWPORT = { width: 412, height: 823 };

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * A new subscriber's first visit about to start: a fresh browser context on the mobile screen, its
 * page, a CDP session with the CPU slowed `cpuRate` times, and the page's address with the sign-in
 * reference (`?a=`) a landing page would send. Close `context` when done.
 */
export async function firstVisit(browser, origin, path, cpuRate) {
  const { a } = await signInOverHttp(origin, `03${String(Date.now()).slice(-9)}`);
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { context, page, cdp, url: `${origin}${path}?a=${encodeURIComponent(a)}` };
}

/** The shell's main.js source map, read from its build (shell/dist/main.js.map). */
export function mainSourceMap() {
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(root, 'shell/dist/main.js.map'), 'utf8')));
  return {
    /** A library's name ('react-dom', '@module-federation/runtime-core') or the portal file a frame came from. */
    sourceOf(frame) {
      if (!frame.url.endsWith('/main.js')) return frame.url ? frame.url.split('/').pop() : frame.functionName;
      const { source } = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
      if (!source) return 'main.js (unmapped)';
      const library = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source);
      return library ? library[1] : source.replace(/^webpack:\/\/[^/]*\//, '');
    },
    /** A function of main.js by its original name, file and line ('matchPathImpl chunk.mjs:783'). */
    functionOf(frame) {
      const { source, line, name } = map.originalPositionFor({
        line: frame.lineNumber + 1,
        column: frame.columnNumber,
      });
      return `${name ?? (frame.functionName || '(anonymous)')} ${(source ?? '').split('/').pop()}:${line}`;
    },
  };
}
