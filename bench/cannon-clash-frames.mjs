#!/usr/bin/env node
// Cannon Clash frame times on a phone profile: the built portal (api serving the shell, the
// remotes and the room server) in Chromium. Two subscribers open one practice room from inside the
// portal: one at a desk (1280x800), one on a phone held sideways (844x390, touch, CPU slowed 4x
// through Emulation.setCPUThrottlingRate). Both fire minions every 1.6 s; on the phone the time
// between animation frames is recorded for BENCH_SECONDS (default 15) of play, and the script
// reports p50 / p95 / worst per frame and the share of frames over 20 ms (a missed 60 Hz frame).
// With BENCH_SHOTS=<folder> it also saves screenshots of the match in progress (desk, phone
// landscape) and of the phone held upright (the rotate notice).
//   node bench/cannon-clash-frames.mjs      (BENCH_PORT, default 8393; BENCH_CPU, default 4)
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumOptions, signIn, startPortal } from './lib/portal-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CPU = Number(process.env.BENCH_CPU ?? 4);
const SHOTS = process.env.BENCH_SHOTS ?? '';
const PLAYING = 'Game started! Destroy enemy towers to win!';

async function player(browser, origin, options) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.addInitScript(() => {
    sessionStorage.setItem('dailyCheckinShown', 'true');
    sessionStorage.setItem('gameSelectorShown', 'true');
  });
  await signIn(page, origin);
  await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('a'));
  await page.waitForSelector('h1');
  return page;
}

/** Opens /cannon-clash from inside the portal with a practice room's routing state. */
async function openRoom(page, roomId) {
  await page.evaluate(
    (state) => {
      window.history.pushState({ usr: state, key: `bench${Date.now()}`, idx: 1 }, '', '/cannon-clash');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { roomId },
  );
  await page.waitForSelector('canvas.game-stage__canvas');
}

/** A press on the own cannon's line, `share` of the way across (the cannon goes there and fires). */
async function press(page, share, touch) {
  const box = await page.locator('canvas.game-stage__canvas').boundingBox();
  if (!box) return;
  const landscape = box.width >= box.height;
  const x = box.x + (landscape ? box.width * 0.06 : box.width * share);
  const y = box.y + (landscape ? box.height * share : box.height * 0.94);
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** Animation frame intervals (ms) on the page for `seconds`. */
function frameIntervals(page, seconds) {
  return page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        const gaps = [];
        let last = performance.now();
        const end = last + ms;
        const frame = (now) => {
          gaps.push(now - last);
          last = now;
          if (now < end) requestAnimationFrame(frame);
          else resolve(gaps.slice(1));
        };
        requestAnimationFrame(frame);
      }),
    seconds * 1000,
  );
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const portal = await startPortal({ port: Number(process.env.BENCH_PORT ?? 8393) });
const browser = await chromium.launch(chromiumOptions);
try {
  const desk = await player(browser, portal.origin, { viewport: { width: 1280, height: 800 } });
  const phoneOptions = {
    viewport: { width: 844, height: 390 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  };
  const phone = await player(browser, portal.origin, phoneOptions);
  const roomId = `bench-${Date.now()}`;
  await openRoom(desk, roomId);
  await openRoom(phone, roomId);
  for (const page of [desk, phone]) {
    await page
      .locator('p.cannon-clash__status', { hasText: PLAYING })
      .waitFor({ state: 'attached', timeout: 60_000 });
  }
  const cdp = await phone.context().newCDPSession(phone);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  let firing = true;
  const fire = (async () => {
    for (let i = 0; firing; i += 1) {
      await press(desk, [0.3, 0.5, 0.7][i % 3], false).catch(() => undefined);
      await press(phone, [0.7, 0.4, 0.2][i % 3], true).catch(() => undefined);
      await desk.waitForTimeout(1600);
    }
  })();
  await phone.waitForTimeout(3000);
  const gaps = (await frameIntervals(phone, SECONDS)).sort((a, b) => a - b);
  if (SHOTS) {
    await desk.screenshot({ path: join(SHOTS, 'cannon-clash-desk-1280x800.png') });
    await phone.screenshot({ path: join(SHOTS, 'cannon-clash-phone-844x390.png') });
  }
  firing = false;
  await fire;
  const over = gaps.filter((g) => g > 20).length;
  console.info(
    `Cannon Clash frames on the phone (844x390 landscape, DPR 2, CPU ${CPU}x slower; ${gaps.length} frames in ${SECONDS} s; load average ${loadavg()[0].toFixed(1)})`,
  );
  console.info(
    `p50 ${pct(gaps, 50).toFixed(1)} ms   p95 ${pct(gaps, 95).toFixed(1)} ms   worst ${gaps.at(-1).toFixed(1)} ms   over 20 ms: ${((100 * over) / gaps.length).toFixed(1)}%`,
  );
  if (SHOTS) {
    const upright = await player(browser, portal.origin, {
      ...phoneOptions,
      viewport: { width: 390, height: 844 },
    });
    await openRoom(upright, `bench-upright-${Date.now()}`);
    await upright
      .getByText(/rotate/i)
      .first()
      .waitFor({ timeout: 30_000 });
    await upright.screenshot({ path: join(SHOTS, 'cannon-clash-phone-390x844-portrait.png') });
  }
} finally {
  await browser.close();
  await portal.stop();
}
