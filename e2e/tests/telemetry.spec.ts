import { expect, test } from '@playwright/test';
import { loginThroughLanding } from '../support/subscriber';

// Real-user figures: a sampled visit's Web Vitals reach the api (POST /api/telemetry, stored as
// daily aggregates). Sampling is forced on for this visit only (localStorage pz:telemetry=all).
test('a sampled visit reports its Web Vitals to the api, with no personal data', async ({ page }) => {
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
});
