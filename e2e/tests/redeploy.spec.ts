import { execFileSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ShellPage } from '../pages/shell';
import { loginThroughLanding } from '../support/subscriber';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const remoteDir = join(root, 'mfe-rewards');
const dist = join(remoteDir, 'dist');
const backup = join(remoteDir, 'dist.e2e-backup');

/** Builds one remote alone with a release name, runs `check`, then puts the old build back. */
async function withRedeployedRemote(folder: string, release: string, check: () => Promise<void>) {
  const dir = join(root, folder);
  const built = join(dir, 'dist');
  const saved = join(dir, 'dist.e2e-backup');
  if (existsSync(saved)) rmSync(saved, { recursive: true, force: true });
  renameSync(built, saved);
  try {
    execFileSync('npx', ['webpack', '--mode', 'production'], {
      cwd: dir,
      env: { ...process.env, APP_RELEASE: release },
      stdio: 'ignore',
    });
    await check();
  } finally {
    rmSync(built, { recursive: true, force: true });
    renameSync(saved, built);
  }
}

test.describe('deploying one remote alone', () => {
  test.describe.configure({ timeout: 600_000 });

  test('a rebuilt and redeployed rewards remote shows up in the unchanged shell', async ({ page }) => {
    await loginThroughLanding(page);
    const shell = new ShellPage(page);
    await shell.navigateInApp('/profile');
    // The rewards remote marks its release on /profile in an attribute (not a visible line).
    const release = page.locator('[data-rewards-release]');
    await expect(release).toHaveAttribute('data-rewards-release', /\S+/);
    await expect(release).not.toHaveAttribute('data-rewards-release', 'e2e-redeploy');

    // The portal's service worker is in control: a redeploy must still show at the next load.
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    const shellEntry = await page.request.get('/main.js').then((r) => r.text());
    if (existsSync(backup)) rmSync(backup, { recursive: true, force: true });
    renameSync(dist, backup);
    try {
      // The rewards team's release: only its own build, deployed into its own folder.
      execFileSync('npx', ['webpack', '--mode', 'production'], {
        cwd: remoteDir,
        env: { ...process.env, APP_RELEASE: 'e2e-redeploy' },
        stdio: 'ignore',
      });
      await page.reload();
      await expect(release).toHaveAttribute('data-rewards-release', 'e2e-redeploy', { timeout: 30_000 });
      expect(await page.request.get('/main.js').then((r) => r.text())).toBe(shellEntry);
    } finally {
      rmSync(dist, { recursive: true, force: true });
      renameSync(backup, dist);
    }
  });

  test('a rebuilt and redeployed operator console shows up under /operator in the unchanged shell', async ({
    page,
  }) => {
    await page.goto('/operator');
    // The console marks its release on its root (an attribute, not a visible line), even before sign-in.
    const release = page.locator('[data-operator-release]');
    await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
    await expect(release).not.toHaveAttribute('data-operator-release', 'e2e-operator-redeploy');
    const shellEntry = await page.request.get('/main.js').then((r) => r.text());
    await withRedeployedRemote('mfe-operator', 'e2e-operator-redeploy', async () => {
      await page.reload();
      await expect(release).toHaveAttribute('data-operator-release', 'e2e-operator-redeploy', {
        timeout: 30_000,
      });
      expect(await page.request.get('/main.js').then((r) => r.text())).toBe(shellEntry);
    });
  });
});
