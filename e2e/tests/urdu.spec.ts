import { expect, test, type Browser, type Page } from '@playwright/test';
import LATIN_WORDS from '../../shared/src/i18n/latin-words.json' with { type: 'json' };
import { latestSignInCode } from '../../tooling/landing-sign-in';
import { GamesPage } from '../pages/games';
import { ShellPage } from '../pages/shell';
import { portal } from '../support/portal';
import { newOperatorNumber, skipStartupPopups } from '../support/subscriber';

// Issue 21, done when: on a phone a subscriber switches to Urdu and walks the portal; every page is
// right to left, scrolls no sideways, and shows no English word but names and the brand; the
// choice survives a reload and a new sign-in on another browser (the api stores it).

const PHONE = { width: 390, height: 844 };

/**
 * Latin words an Urdu screen may show: the brand list (shared/src/i18n/latin-words.json, which the
 * catalog check uses too), the language switch's own 'English', and no one's name: a new
 * subscriber has none yet.
 */
const ALLOWED = new Set([...LATIN_WORDS, 'English']);

/** Signs in through the demo landing page (English until the portal knows the language). */
async function signIn(page: Page, number: string) {
  await skipStartupPopups(page);
  await page.goto('/landing');
  await page.getByLabel('Operator number').fill(number);
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page.getByText(/We sent a 6-digit code by SMS to/)).toBeVisible();
  await page.getByLabel('Code from the SMS').fill(await latestSignInCode(portal.origin, number));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('a'));
  await expect(page.locator('.portal-header__menu')).toBeVisible();
}

/** Waits for a page to settle: no loading state left, late images and chunks in place. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('.pz-loading'))
    .toHaveCount(0, { timeout: 20_000 })
    .catch(() => undefined);
  await page.waitForTimeout(400);
}

/** E-mail and web addresses are written in Latin letters in any language: they are not words. */
const ADDRESSES = /[\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+|\bwww\.\S+/g;

const englishIn = (text: string) => [
  ...new Set(
    (text.replace(ADDRESSES, ' ').match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !ALLOWED.has(word)),
  ),
];

/** The shell's own parts of the page: header, drawer (closed: its text), footer, the home banner and Learn & Win. */
const SHELL_PARTS =
  '.portal-header, #portal-drawer, .portal-footer, .home > .pz-carousel, .home-block[aria-labelledby="home-learn-win"]';

interface UrduCheck {
  /** Direction, sideways scroll and English words in the shell's own parts. */
  shell: string[];
  /** English words anywhere on the visible page (the remotes' pages included). */
  page: string[];
}

/** What is wrong with the page in Urdu: direction, sideways scroll, English words on screen. */
async function urduProblems(page: Page, where: string): Promise<UrduCheck> {
  await settle(page);
  const seen = await page.evaluate(
    (parts) => ({
      dir: document.documentElement.dir,
      lang: document.documentElement.lang,
      scroll: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      width: document.documentElement.clientWidth,
      text: document.body.innerText,
      shellText: [...document.querySelectorAll(parts)].map((el) => el.textContent ?? '').join(' '),
    }),
    SHELL_PARTS,
  );
  const shell: string[] = [];
  if (seen.dir !== 'rtl' || seen.lang !== 'ur')
    shell.push(`${where}: html lang=${seen.lang} dir=${seen.dir}`);
  if (seen.scroll > seen.width) shell.push(`${where}: ${seen.scroll} px wide on a ${seen.width} px screen`);
  const shellEnglish = englishIn(seen.shellText);
  if (shellEnglish.length) shell.push(`${where}: English words in the shell: ${shellEnglish.join(' ')}`);
  const english = englishIn(seen.text);
  return { shell, page: english.length ? [`${where}: English words on screen: ${english.join(' ')}`] : [] };
}

async function switchToUrdu(page: Page) {
  await page.locator('.portal-header__menu').click();
  const drawer = page.locator('#portal-drawer');
  await drawer.getByRole('button', { name: 'اردو' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(drawer.getByRole('button', { name: 'اردو' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
}

async function newPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, baseURL: portal.origin });
  return { context, page: await context.newPage() };
}

test.describe('Urdu on a phone', () => {
  test('switch to Urdu, walk the portal right to left with no English, and keep Urdu after a reload and a new sign-in', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const number = newOperatorNumber();
    const { context, page } = await newPhone(browser);
    const shell = new ShellPage(page);
    const games = new GamesPage(page);
    await signIn(page, number);
    await switchToUrdu(page);

    const shellProblems: string[] = [];
    const pageProblems: string[] = [];
    const check = async (where: string) => {
      const found = await urduProblems(page, where);
      shellProblems.push(...found.shell);
      pageProblems.push(...found.page);
    };
    await check('/');
    for (const path of ['/tasks', '/tournaments', '/rewards', '/profile', '/faqs']) {
      await shell.navigateInApp(path);
      await check(path);
    }
    // A reward's redeem page, opened with the routing state /rewards gives it after a claim.
    await games.openWithState('/redeem', {
      redeem: { item: 1, uuid: 'urdu-walk', name: 'PUBG Mobile 60 UC', credits: 500 },
    });
    await expect(page).toHaveURL(/\/redeem$/);
    await check('/redeem');
    // A game page, reached as a player does: a challenge of Aim Train, then its play button.
    const gameId = await games.gameId('aim-train');
    await shell.navigateInApp(`/game-challenges?gameId=${gameId}`);
    await settle(page);
    await page.locator('article.challenge-card .pz-button:not([disabled])').first().click();
    await page.waitForURL((url) => url.pathname === '/aim-train');
    await check('/aim-train');
    expect(shellProblems, shellProblems.join('\n')).toEqual([]);
    // Soft: the walk goes on to the reload and the new sign-in, and every page's words are listed.
    expect.soft(pageProblems, pageProblems.join('\n')).toEqual([]);

    // A reload keeps Urdu: the served page is already right to left.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect((await urduProblems(page, '/ after a reload')).shell).toEqual([]);
    await context.close();

    // Another browser (no cookie, no storage), the same number: the api's stored language applies.
    const again = await newPhone(browser);
    await signIn(again.page, number);
    await expect(again.page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 15_000 });
    expect((await urduProblems(again.page, '/ after a new sign-in')).shell).toEqual([]);
    await again.context.close();
  });
});

test.describe('Urdu on a computer', () => {
  test("the home page's own parts are Urdu on every load (the shell's strings arrived after its first render, and stayed English)", async ({
    browser,
  }) => {
    // Four loads, each settled: 30-40 s on an idle machine, over a minute on a busy one.
    test.setTimeout(150_000);
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: portal.origin,
    });
    const page = await context.newPage();
    const number = newOperatorNumber();
    await page.goto('/landing');
    await page.getByLabel('Operator number').fill(number);
    await page.getByRole('button', { name: 'Send my code' }).click();
    await page.getByLabel('Code from the SMS').fill(await latestSignInCode(portal.origin, number));
    // Urdu chosen on the landing page (its language link sets this cookie), then the portal.
    await context.addCookies([{ name: 'pz_lang', value: 'ur', url: portal.origin }]);
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('a'));
    const problems: string[] = [];
    for (let load = 1; load <= 4; load++) {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      // The start-up popups (check-in, then the game selector) are closed as a person would.
      await page.waitForTimeout(2500);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      problems.push(...(await urduProblems(page, `/ load ${load}`)).shell);
      // The banner's art is mirrored, so its motif keeps clear of the title, which starts at the
      // right (asked again until React's first render has replaced the server-written banner).
      await expect
        .soft(page.locator('.promo-slide__image').first(), `/ load ${load}: the banner art is mirrored`)
        .toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
      await page.reload();
    }
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  });
});

test.describe('Urdu: the footer', () => {
  test("the copyright line reads '© year PlayZone' from left to right on an Urdu phone", async ({
    browser,
  }) => {
    const { context, page } = await newPhone(browser);
    await signIn(page, newOperatorNumber());
    await context.addCookies([{ name: 'pz_lang', value: 'ur', url: portal.origin }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const line = page.locator('.portal-footer p');
    await line.scrollIntoViewIfNeeded();
    // Where each of the line's three parts lands on the screen, left to right.
    const order = await line.evaluate((p) => {
      const text = p.textContent ?? '';
      const left = (word: string) => {
        const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = (node.textContent ?? '').indexOf(word);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + word.length);
          return range.getBoundingClientRect().left;
        }
        return NaN;
      };
      const year = /\d{4}/.exec(text)?.[0] ?? '';
      return ['©', year, 'PlayZone'].sort((a, b) => left(a) - left(b)).map((w) => (w === year ? 'year' : w));
    });
    expect(order).toEqual(['©', 'year', 'PlayZone']);
    await page.screenshot({ path: test.info().outputPath('footer-urdu-phone.png'), fullPage: true });
    await context.close();
  });
});
