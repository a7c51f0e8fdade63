// The first screen as static HTML, served inside the page's #root (see api/src/plugins/web-page.ts):
// the layout (header or side navigation), and on the home page the first promo slide at its final
// size with the first blocks' loading states. It paints from the HTML and the stylesheet, before any
// script; React's first render replaces it with the same elements at the same sizes (no layout
// shift), so the largest paint of the home page does not wait for the scripts or for start-up.
//
// Plain data and string building only, no run-time imports: the shell's build runs this file in
// Node (webpack.config.mjs), once per language with that language's catalogs, and writes the
// results to dist/entry-routes.json (`firstScreen`, and `firstScreenUr` for the pz_lang=ur cookie).
// The markup mirrors features/layout/layout.tsx, features/home/home-page.tsx,
// features/home/promo-carousel/promo-carousel.tsx, shared/src/ui/carousel and shared/src/ui/loading;
// shell/src/app/first-screen.test.tsx checks that React's first render has the same structure.

export interface FirstScreenPromo {
  title: string;
  buttonText: string;
  navigateTo: string;
  /** Built file names (as served) of the wide and the narrow (<= 768 px) art, and their WebP copies. */
  image: string;
  narrowImage: string;
  imageWebp: string;
  narrowImageWebp: string;
  /** How many slides the carousel has ('1 of N'). */
  count: number;
}

/** The first screen's words in one language (from the shell's and the shared catalogs). */
export interface FirstScreenTexts {
  skip: string;
  mainMenu: string;
  openMenu: string;
  home: string;
  loading: string;
  promotions: string;
  /** '1 of 3': the first slide's label. */
  firstSlide: string;
  previous: string;
  pause: string;
  next: string;
}

/** Catalog messages (shell and shared, one language) by id, as the build reads them. */
export type FirstScreenCatalog = Record<string, string>;

/** A carousel arrow as the Carousel renders it: left to right, mirrored by CSS in Urdu. */
const arrow = (glyph: string) =>
  `<span class="pz-carousel__arrow" dir="ltr" aria-hidden="true">${glyph}</span>`;

/** The first screen's words from a language's catalogs; `count` is the number of promo slides. */
export function firstScreenTexts(catalog: FirstScreenCatalog, count: number): FirstScreenTexts {
  const message = (id: string) => catalog[id] ?? id;
  return {
    skip: message('shell.layout.skip'),
    mainMenu: message('shell.layout.mainMenu'),
    openMenu: message('shell.layout.openMenu'),
    home: message('shell.home.heading'),
    loading: message('shared.loading'),
    promotions: message('shell.home.promotions'),
    firstSlide: message('shared.carousel.slide').replace('{index}', '1').replace('{count}', String(count)),
    previous: message('shared.carousel.previous'),
    pause: message('shared.carousel.pause'),
    next: message('shared.carousel.next'),
  };
}

export interface FirstScreenInput {
  productName: string;
  texts: FirstScreenTexts;
  /** The header's avatar before the profile has loaded (the neutral avatar). */
  avatar: string;
  promo: FirstScreenPromo;
  /** Min heights of the home page's first blocks (CSS values or pixels). */
  homeBlockHeights: Array<number | string>;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const cssSize = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/** shared/src/ui/loading: the spinner and its label, in a box of the block's final height. */
export function loadingHtml(minHeight: number | string, label: string): string {
  return (
    `<div class="pz-loading" role="status" aria-live="polite" style="min-height:${escapeHtml(cssSize(minHeight))}">` +
    `<span class="pz-spinner" aria-hidden="true"></span><span>${escapeHtml(label)}</span></div>`
  );
}

export function promoHtml(promo: FirstScreenPromo, texts: FirstScreenTexts): string {
  const slide =
    '<div class="promo-slide"><picture>' +
    `<source media="(max-width: 768px)" type="image/webp" srcset="${escapeHtml(promo.narrowImageWebp)}" width="768" height="480">` +
    `<source media="(max-width: 768px)" srcset="${escapeHtml(promo.narrowImage)}" width="768" height="480">` +
    `<source type="image/webp" srcset="${escapeHtml(promo.imageWebp)}">` +
    `<img src="${escapeHtml(promo.image)}" alt="" width="1200" height="400" class="promo-slide__image" fetchpriority="high" loading="eager">` +
    '</picture><div class="promo-slide__text">' +
    `<h2>${escapeHtml(promo.title)}</h2>` +
    `<a class="pz-button" href="${escapeHtml(promo.navigateTo)}">${escapeHtml(promo.buttonText)}</a>` +
    '</div></div>';
  const controls =
    promo.count > 1
      ? '<div class="pz-carousel__controls">' +
        `<button type="button" aria-label="${escapeHtml(texts.previous)}">${arrow('‹')}</button>` +
        `<button type="button" aria-label="${escapeHtml(texts.pause)}">❚❚</button>` +
        `<button type="button" aria-label="${escapeHtml(texts.next)}">${arrow('›')}</button></div>`
      : '';
  return (
    `<section class="pz-carousel" aria-roledescription="carousel" aria-label="${escapeHtml(texts.promotions)}">` +
    '<div class="pz-carousel__track" aria-live="off">' +
    `<div class="pz-carousel__slide" role="group" aria-roledescription="slide" aria-label="${escapeHtml(texts.firstSlide)}">` +
    `${slide}</div></div>${controls}</section>`
  );
}

/** The layout around a page's first screen: the side navigation from 768 px, the header below it. */
function layoutHtml(input: FirstScreenInput, main: string): string {
  const { texts } = input;
  const brand = `<a href="/" class="brand">${escapeHtml(input.productName)}</a>`;
  return (
    '<div class="portal first-screen">' +
    `<a class="skip-link" href="#main">${escapeHtml(texts.skip)}</a>` +
    `<nav class="side-nav first-screen__wide" aria-label="${escapeHtml(texts.mainMenu)}">${brand}</nav>` +
    '<header class="portal-header first-screen__narrow">' +
    `<button type="button" class="portal-header__menu" aria-label="${escapeHtml(texts.openMenu)}" aria-expanded="false">☰</button>` +
    `${brand}<img class="portal-header__avatar" src="${escapeHtml(input.avatar)}" alt="" width="36" height="36">` +
    '</header>' +
    `<div class="portal-body"><main id="main" class="portal-main" tabindex="-1">${main}</main></div>` +
    '</div>'
  );
}

/** The home page's first screen: the promo banner's first slide and the first blocks loading. */
export function homeFirstScreen(input: FirstScreenInput): string {
  const { texts } = input;
  const blocks = input.homeBlockHeights.map((height) => loadingHtml(height, texts.loading)).join('');
  return layoutHtml(
    input,
    `<div class="home"><h1 class="pz-visually-hidden">${escapeHtml(texts.home)}</h1>` +
      `${promoHtml(input.promo, texts)}${blocks}</div>`,
  );
}

/** A remote page's first screen: the layout and the page's loading state (spec start-up). */
export function remotePageFirstScreen(input: FirstScreenInput): string {
  return layoutHtml(input, loadingHtml(400, input.texts.loading));
}
