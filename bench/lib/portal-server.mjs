// Starts the real api (serving the built shell and remotes) on a fresh SQLite database for a
// benchmark, and stops it afterwards.
import { spawnPortalApi } from '../../scripts/portal-api.mjs';
import { latestSignInCode } from '../../tooling/landing-sign-in.ts';

export { chromiumOptions } from '../../tooling/chromium.ts';

export async function startPortal({ port = 8390, env = {} } = {}) {
  const child = spawnPortalApi({
    port,
    name: 'bench',
    // Dev tools: the benchmarks sign in through the one-time code read from the SMS outbox.
    env: { RATE_LIMIT_MAX: '1000000', DEV_TOOLS: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${origin}/landing`);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('the portal did not start within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Signs a new subscriber in through the demo landing page (number, then the one-time code from the
 * dev-tools SMS outbox); resolves on the portal's home.
 */
export async function signIn(page, origin) {
  const number = `03${String(Date.now()).slice(-9)}`;
  await page.goto(`${origin}/landing`);
  await page.fill('#number', number);
  await Promise.all([page.waitForSelector('#code'), page.click('button[type=submit]')]);
  await page.fill('#code', await latestSignInCode(origin, number));
  await Promise.all([page.waitForURL((url) => url.pathname === '/'), page.click('button[type=submit]')]);
  return number;
}
