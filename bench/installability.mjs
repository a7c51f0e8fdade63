#!/usr/bin/env node
// Installability check: Lighthouse 12 in Debian's Chromium opens the built portal as a signed-in
// subscriber (mobile emulation) and runs Chromium's installability check (see lib/installability.mjs).
// Exits 1, listing the reasons, when the portal cannot be installed.
//
//   node bench/installability.mjs                        # starts its own portal (needs the built apps)
//   PORTAL_URL=http://127.0.0.1:8080 node bench/installability.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { installabilityConfig } from './lib/installability.mjs';
import { startPortal } from './lib/portal-server.mjs';
import { signInOverHttp } from '../tooling/landing-sign-in.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEBUG_PORT = Number(process.env.LH_DEBUG_PORT ?? 9335);
const PAGE = process.env.PAGE ?? '/';

const portal = process.env.PORTAL_URL ? null : await startPortal({ port: Number(process.env.PORT ?? 8394) });
const origin = process.env.PORTAL_URL ?? portal.origin;
// A persistent profile: Chromium reports every incognito page as not installable.
const profile = mkdtempSync(join(tmpdir(), 'playzone-install-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: CHROME_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${DEBUG_PORT}`],
});
let failed = true;
try {
  const { a: ref } = await signInOverHttp(origin, `03${String(Date.now()).slice(-9)}`);
  const url = `${origin}${PAGE}?a=${encodeURIComponent(ref)}`;
  const result = await lighthouse(
    url,
    { port: DEBUG_PORT, output: 'json', logLevel: 'error' },
    installabilityConfig,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = lhr.audits['installable-manifest'];
  const reasons = (audit?.details?.items ?? []).map((i) => i.reason);
  failed = audit?.score !== 1;
  console.log(
    `Lighthouse ${lhr.lighthouseVersion}, ${new URL(lhr.finalDisplayedUrl).pathname}: ${audit?.title}`,
  );
  for (const reason of reasons) console.log(`  - ${reason}`);
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
  await portal?.stop();
}
process.exit(failed ? 1 : 0);
