import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_SCREENS, OperatorConsole } from '../pages/operator';
import { createStaff, type StaffAccount } from '../support/staff';

// Accessibility of the operator console, as for the subscriber pages (a11y.spec.ts): axe-core with
// no serious or critical violation on every console screen and a tournament's page, on a desktop
// (1280), a tablet (1024) and a phone (390, where the tables are cards).

const screens = CONSOLE_SCREENS;

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

let admin: StaffAccount;

test.beforeAll(() => {
  admin = createStaff('admin');
});

async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: [${v.impact}] ${v.id}: ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

/** Loaded: no loading indicator left in the page's main region. */
async function settled(page: Page) {
  await expect(page.getByRole('main').getByRole('status'))
    .toHaveCount(0, { timeout: 20_000 })
    .catch(() => undefined);
}

test.describe('accessibility: the operator console', () => {
  for (const viewport of viewports) {
    test(`no serious or critical violations, ${viewport.name} (${viewport.width} px)`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const op = new OperatorConsole(page);
      await op.open();
      await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
      const found = await seriousViolations(page, `sign-in (${viewport.name})`);
      await op.signInAs(admin);
      for (const name of screens) {
        await op.go(name);
        await settled(page);
        found.push(...(await seriousViolations(page, `${name} (${viewport.name})`)));
      }
      await op.go('Tournaments');
      await page.getByRole('link', { name: 'Cannon Clash Live Knockout' }).click();
      await expect(page.getByRole('table', { name: 'Matches' })).toBeVisible();
      found.push(...(await seriousViolations(page, `tournament (${viewport.name})`)));
      await op.go('Tournaments');
      await page.getByRole('link', { name: 'New tournament' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New tournament' })).toBeVisible();
      found.push(...(await seriousViolations(page, `tournament form (${viewport.name})`)));
      await op.openSubscriber('03001234567');
      await settled(page);
      found.push(...(await seriousViolations(page, `subscriber (${viewport.name})`)));
      expect(found).toEqual([]);
    });
  }
});
