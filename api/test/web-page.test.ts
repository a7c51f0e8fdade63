import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startApp, type TestApp } from './helpers.ts';

// A built shell and tasks remote as the builds lay them out: what the served page announces.
function writeDist(web: string, exposeHash: string) {
  const shell = join(web, 'shell', 'dist');
  const tasks = join(web, 'mfe-tasks', 'dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(tasks, { recursive: true });
  writeFileSync(
    join(shell, 'index.html'),
    '<!doctype html><html><head><script defer src=/early.js></script><title>PlayZone</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(shell, 'main.js.map'), '{}');
  writeFileSync(join(shell, 'main.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  writeFileSync(join(shell, 'main.js.br'), brotliCompressSync(readFileSync(join(shell, 'main.js'))));
  writeFileSync(
    join(shell, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { publicPath: '/' },
      shared: [{ assets: { js: { sync: ['923.aaaa.js'] } } }],
    }),
  );
  writeFileSync(
    join(shell, 'entry-routes.json'),
    JSON.stringify({
      routes: {
        '/': [{ remote: 'tasks', module: 'HomeMadeByEsl' }],
        '/tasks': [{ remote: 'tasks', module: 'TasksPage' }],
        '/rewards': [{ remote: 'rewards', module: 'RewardsPage' }],
        '/faqs': [{ remote: 'rewards', module: 'RewardsPage' }],
        '/tournaments/:id/bracket': [{ remote: 'tournaments', module: 'BracketPage' }],
      },
      startup: { modules: [{ remote: 'tasks', module: 'DailyCheckinPopup' }], except: ['/faqs'] },
      images: { '/': [{ href: '/assets/promo.1234567890.svg', media: '(max-width: 768px)' }] },
      firstScreen: {
        '/': '<div class="portal"><h2>Browse Weekly Tournaments</h2></div>',
        '/tasks': '<div class="portal"><span>Loading...</span></div>',
      },
      firstScreenUr: {
        '/': '<div class="portal"><h2>ہفتہ وار ٹورنامنٹس دیکھیں</h2></div>',
        '/tasks': '<div class="portal"><span>لوڈ ہو رہا ہے...</span></div>',
      },
    }),
  );
  writeFileSync(
    join(tasks, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' }, publicPath: 'auto' },
      exposes: [
        {
          name: 'TasksPage',
          assets: { js: { sync: [`expose_TasksPage.${exposeHash}.js`] }, css: { sync: [] } },
        },
        { name: 'HomeMadeByEsl', assets: { js: { sync: ['expose_Home.bbbb.js'] }, css: { sync: [] } } },
        {
          name: 'DailyCheckinPopup',
          assets: { js: { sync: ['expose_Checkin.dddd.js'] }, css: { sync: [] } },
        },
      ],
    }),
  );
  const rewards = join(web, 'mfe-rewards', 'dist');
  mkdirSync(rewards, { recursive: true });
  writeFileSync(
    join(rewards, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' }, publicPath: 'auto' },
      exposes: [
        { name: 'RewardsPage', assets: { js: { sync: ['expose_Rewards.eeee.js'] }, css: { sync: [] } } },
      ],
    }),
  );
  writeFileSync(join(tasks, 'remoteEntry.js'), 'var tasks;');
  writeFileSync(join(tasks, 'remoteEntry.js.map'), '{}');
}

describe('the served shell page', () => {
  let t: TestApp;
  const web = join(mkdtempSync(join(tmpdir(), 'pz-web-')), 'web');
  const page = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;

  beforeAll(async () => {
    writeDist(web, 'aaaa1111');
    t = await startApp('sqlite', {
      WEB_ROOT: web,
      REMOTE_TOURNAMENTS_URL: 'https://t.example.test/mf-manifest.json',
    });
  });
  afterAll(async () => t.close());

  it('inlines the remotes map as a data block and preloads the entry route', async () => {
    const html = await page('/tasks?a=x');
    const block = /<script type="application\/json" id="portal-remotes">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? 'null')).toMatchObject({
      tasks: '/apps/tasks/mf-manifest.json',
      tournaments: 'https://t.example.test/mf-manifest.json',
    });
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/apps/tasks/mf-manifest.json">',
    );
    // No remote script is preloaded (a failed preload would keep failing on Retry), and neither are
    // other routes' remotes or the home page's image.
    expect(html).not.toMatch(/<link[^>]*remoteEntry/);
    expect(html).not.toMatch(/<link[^>]*expose_/);
    expect(html).not.toContain('as="image"');
    expect(html.match(/href="\/apps\/tasks\/mf-manifest\.json"/g)).toHaveLength(1);
  });

  it("lists the entry route's remote scripts after main.js, read from the remote's manifest", async () => {
    expect(await page('/tasks?a=x')).toContain(
      '<script defer src="/main.js"></script>' +
        '<script defer data-remote="tasks" src="/apps/tasks/remoteEntry.js"></script>' +
        '<script defer data-remote="tasks" src="/apps/tasks/expose_TasksPage.aaaa1111.js"></script>',
    );
    // A remote served elsewhere (tournaments here) has none listed; a route without a remote and
    // the home page (its first screen paints from the HTML) list none at all.
    expect(await page('/tournaments/7/bracket')).not.toContain('data-remote="tournaments"');
    for (const path of ['/no-such-page', '/']) {
      expect(await page(path)).not.toContain('data-remote');
    }
  });

  it("lists the check-in popup's scripts after a remote page's own on arrival from sign-in, unless r=1 leaves it closed", async () => {
    const rewards = await page('/rewards?a=x');
    expect(rewards).toContain(
      '<script defer src="/main.js"></script>' +
        '<script defer data-remote="rewards" src="/apps/rewards/remoteEntry.js"></script>' +
        '<script defer data-remote="rewards" src="/apps/rewards/expose_Rewards.eeee.js"></script>' +
        '<script defer data-remote="tasks" src="/apps/tasks/remoteEntry.js"></script>' +
        '<script defer data-remote="tasks" src="/apps/tasks/expose_Checkin.dddd.js"></script>',
    );
    expect(rewards).toContain('crossorigin="anonymous" href="/apps/tasks/mf-manifest.json"');
    // The tasks page lists its remote's entry once, then its page's chunk and the popup's.
    expect((await page('/tasks?a=x')).match(/data-remote="tasks"[^>]*>/g)).toEqual([
      'data-remote="tasks" src="/apps/tasks/remoteEntry.js">',
      'data-remote="tasks" src="/apps/tasks/expose_TasksPage.aaaa1111.js">',
      'data-remote="tasks" src="/apps/tasks/expose_Checkin.dddd.js">',
    ]);
    // A later load in the session (no a=) shows no popup, and r=1 sends the subscriber to /rewards
    // with none; the home page paints from the HTML.
    expect(await page('/rewards')).not.toContain('data-remote="tasks"');
    // A route whose own picture paints largest lists its own scripts only.
    const faqs = await page('/faqs?a=x');
    expect(faqs).toContain('expose_Rewards.eeee.js');
    expect(faqs).not.toContain('data-remote="tasks"');
    const toRewards = await page('/rewards?a=x&r=1');
    expect(toRewards).toContain('expose_Rewards.eeee.js');
    expect(toRewards).not.toContain('data-remote="tasks"');
    expect(toRewards).not.toContain('href="/apps/tasks/mf-manifest.json"');
    expect(await page('/?a=x')).not.toContain('expose_Checkin');
  });

  it("lists a redeployed remote's new scripts", async () => {
    writeDist(web, 'cccc3333');
    const html = await page('/tasks');
    expect(html).toContain('src="/apps/tasks/expose_TasksPage.cccc3333.js"');
    expect(html).not.toContain('aaaa1111');
    writeDist(web, 'aaaa1111');
  });

  it('announces the home page image and blocks, and a remote served elsewhere by its manifest', async () => {
    const home = await page('/');
    expect(home).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/assets/promo.1234567890.svg" media="(max-width: 768px)">',
    );
    expect(home).toContain('crossorigin="anonymous" href="/apps/tasks/mf-manifest.json"');
    const bracket = await page('/tournaments/7/bracket');
    expect(bracket).toContain('crossorigin="anonymous" href="https://t.example.test/mf-manifest.json"');
  });

  it("leaves start-up's early script out of the home page only, whose largest picture the HTML announces", async () => {
    const home = await page('/?a=x');
    expect(home).toContain('/assets/promo.1234567890.svg');
    expect(home).not.toContain('early.js');
    expect(home).toContain('<script defer src="/main.js"></script>');
    for (const path of ['/tasks?a=x', '/tournaments/7/bracket', '/leaderboard']) {
      expect(await page(path)).toContain('<script defer src=/early.js></script><title>');
    }
  });

  it('serves each known route its first screen inside #root, and an unknown route an empty #root', async () => {
    const home = await page('/');
    expect(home).toContain(
      '<div id="root"><div class="portal"><h2>Browse Weekly Tournaments</h2></div></div>',
    );
    expect(await page('/tasks')).toContain(
      '<div id="root"><div class="portal"><span>Loading...</span></div></div>',
    );
    expect(await page('/no-such-page')).toContain('<div id="root"></div>');
    expect(await page('/tournaments/7/bracket')).toContain('<div id="root"></div>');
  });

  it('serves the page right to left with the Urdu first screen to a browser whose pz_lang cookie is ur', async () => {
    const inUrdu = async (url: string, cookie: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', cookie } })).body;
    const home = await inUrdu('/', 'other=1; pz_lang=ur');
    expect(home).toContain('<html lang="ur" dir="rtl">');
    expect(home).toContain(
      '<div id="root"><div class="portal"><h2>ہفتہ وار ٹورنامنٹس دیکھیں</h2></div></div>',
    );
    expect(await inUrdu('/tasks', 'pz_lang=ur')).toContain('<span>لوڈ ہو رہا ہے...</span>');
    // English (no cookie, or the cookie saying en) is the page as built; the staff console stays English.
    const english = await inUrdu('/', 'pz_lang=en');
    expect(english).toContain('<html><head>');
    expect(english).toContain('<h2>Browse Weekly Tournaments</h2>');
    expect(await page('/')).not.toContain('dir="rtl"');
    const operator = await inUrdu('/operator/players', 'pz_lang=ur');
    expect(operator).not.toContain('dir="rtl"');
  });

  it("serves a script's brotli copy from the build to a browser that accepts brotli, never by its own name", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/main.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('console.log("xxx');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/main.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.body).toContain('console.log("xxx');
    expect((await t.app.inject({ method: 'GET', url: '/main.js.br' })).statusCode).toBe(404);
  });

  it('serves no source map', async () => {
    for (const url of ['/main.js.map', '/apps/tasks/remoteEntry.js.map']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/apps/tasks/remoteEntry.js' })).statusCode).toBe(200);
  });
});
