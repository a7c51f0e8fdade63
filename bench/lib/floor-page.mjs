// The floor page of the page-load bench: React and ReactDOM rendering a static copy of the home
// page's first screen (the same elements, stylesheets and images, no federation, no data), served by
// the same server. A page can hardly load faster than this with React on this machine, so each
// page's LCP and TBT are printed as ratios to it and compare across machines and loads.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import webpack from 'webpack';
import { chromiumOptions } from './portal-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Lighthouse's mobile screen (Moto G Power): what "the first screen" means here. */
const SCREEN = { width: 412, height: 823 };

/** The signed-in home page's first screen as a tree of plain data, and its styles. */
async function captureHome(origin, ref) {
  const browser = await chromium.launch(chromiumOptions);
  try {
    const page = await browser.newPage({ viewport: SCREEN, deviceScaleFactor: 1.75, isMobile: true });
    await page.goto(`${origin}/?a=${encodeURIComponent(ref)}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    return await page.evaluate((height) => {
      const copy = (node) => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent;
        if (node.nodeType !== Node.ELEMENT_NODE) return null;
        // Below the first screen nothing is copied (the floor is the first screen).
        if (node.getBoundingClientRect().top > height) return null;
        const attrs = {};
        for (const { name, value } of node.attributes) attrs[name] = value;
        return { t: node.localName, a: attrs, c: [...node.childNodes].map(copy).filter((c) => c !== null) };
      };
      const root = document.getElementById('root');
      return {
        tree: [...root.childNodes].map(copy).filter((c) => c !== null),
        links: [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href')),
        styles: [...document.querySelectorAll('style')].map((s) => s.textContent),
      };
    }, SCREEN.height);
  } finally {
    await browser.close();
  }
}

// Turns the copied tree back into React elements: DOM attribute names become React's prop names.
const ENTRY = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import tree from './tree.json';
const RENAMED = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex', srcset: 'srcSet',
  fetchpriority: 'fetchPriority', readonly: 'readOnly', maxlength: 'maxLength', crossorigin: 'crossOrigin',
  autocomplete: 'autoComplete', inputmode: 'inputMode', enterkeyhint: 'enterKeyHint', colspan: 'colSpan',
  value: 'defaultValue', checked: 'defaultChecked', 'stroke-width': 'strokeWidth', 'fill-rule': 'fillRule',
  'clip-rule': 'clipRule', 'stroke-linecap': 'strokeLinecap', 'stroke-linejoin': 'strokeLinejoin',
  'xlink:href': 'xlinkHref', 'xmlns:xlink': 'xmlnsXlink' };
const style = (text) => Object.fromEntries(text.split(';').filter((d) => d.includes(':')).map((d) => {
  const i = d.indexOf(':');
  const name = d.slice(0, i).trim();
  const prop = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  return [prop, d.slice(i + 1).trim()];
}));
const element = (node, key) => {
  if (typeof node === 'string') return node;
  const props = { key };
  for (const [name, value] of Object.entries(node.a)) {
    if (name === 'style') props.style = style(value);
    else props[RENAMED[name] ?? name] = value;
  }
  const children = node.c.map(element);
  return createElement(node.t, props, ...(children.length ? children : []));
};
createRoot(document.getElementById('root')).render(tree.map(element));
`;

function build(dir, outDir) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: join(dir, 'entry.mjs'),
    output: { path: outDir, filename: 'floor.[contenthash:10].js', publicPath: '/floor/' },
    resolve: { modules: [join(root, 'shell', 'node_modules'), 'node_modules'] },
    devtool: false,
    performance: { hints: false },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve(Object.keys(stats.compilation.assets).find((name) => name.endsWith('.js')));
    });
  });
}

/**
 * Builds the floor page into the shell's dist (served by the same server at /floor/index.html)
 * from the running portal's home page; `path` is its address on that server, `remove` deletes it.
 */
export async function createFloorPage(origin, ref) {
  const captured = await captureHome(origin, ref);
  const work = mkdtempSync(join(tmpdir(), 'playzone-floor-'));
  const outDir = join(root, 'shell', 'dist', 'floor');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(work, 'tree.json'), JSON.stringify(captured.tree));
  writeFileSync(join(work, 'entry.mjs'), ENTRY);
  const script = await build(work, outDir);
  const head = [
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>PlayZone floor page</title>',
    ...captured.links.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...captured.styles.map((css) => `<style>${css}</style>`),
    `<script defer src="/floor/${script}"></script>`,
  ].join('');
  writeFileSync(
    join(outDir, 'index.html'),
    `<!doctype html><html lang="en"><head>${head}</head><body><div id="root"></div></body></html>`,
  );
  rmSync(work, { recursive: true, force: true });
  return {
    path: '/floor/index.html',
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
