import { expect, test } from '@playwright/test';
import { OperatorConsole } from '../pages/operator';
import { createStaff } from '../support/staff';
import { loginThroughLanding } from '../support/subscriber';

// Real-user figures: a sampled visit's Web Vitals reach the api (POST /api/telemetry, stored as
// daily aggregates). Sampling is forced on for this visit only (localStorage pz:telemetry=all).
test.describe.configure({ timeout: 180_000 });

test('a sampled visit reports its Web Vitals to the api, with no personal data, and staff see them', async ({
  browser,
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('pz:telemetry', 'all'));
  const reports: { body: Record<string, unknown>; status: number }[] = [];
  page.on('response', async (res) => {
    if (!res.url().endsWith('/api/telemetry')) return;
    reports.push({ body: res.request().postDataJSON() as Record<string, unknown>, status: res.status() });
  });
  const number = await loginThroughLanding(page);
  await expect(page).toHaveTitle('Home | PlayZone');
  // An interaction settles LCP; hiding the page makes CLS and INP final, as leaving a page does.
  await page.mouse.click(10, 10);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect
    .poll(
      () =>
        reports
          .map((r) => r.body.name)
          .filter(Boolean)
          .sort(),
      { timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining(['CLS', 'LCP']));
  for (const r of reports) {
    expect(r.status).toBe(204);
    expect(JSON.stringify(r.body)).not.toContain(number.slice(-7));
    expect(r.body.page).toBe('/');
  }

  // A staff member signs in and sees the visit's figures on the console's overview.
  const lcp = reports.find((r) => r.body.name === 'LCP');
  const staffPage = await (await browser.newContext()).newPage();
  const op = new OperatorConsole(staffPage);
  await op.signInAs(createStaff('support'));
  const panel = staffPage.getByRole('region', { name: 'Real-user speed, last 7 days' });
  const lcpCard = panel.locator('.op-count', { hasText: 'Largest paint (LCP)' });
  await expect(lcpCard).toContainText(/\d ms/);
  await expect(lcpCard).toContainText(/good · \d+ reports?/);
  expect(Number(lcp?.body.value)).toBeGreaterThan(0);
  const home = panel
    .getByRole('row')
    .filter({ has: staffPage.getByRole('cell', { name: '/', exact: true }) });
  await expect(home.first()).toContainText(/\d ms · \d+% good/);
  const shots = process.env.SHOTS_DIR;
  if (shots)
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await staffPage.setViewportSize({ width, height });
      await staffPage.screenshot({ path: `${shots}/overview-real-users-${width}.png`, fullPage: true });
    }
});
