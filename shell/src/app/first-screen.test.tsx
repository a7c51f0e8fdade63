import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { setLocale } from '@portal/shared/i18n';
import { MemoryRouter } from '@portal/shared/router';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Loading } from '@portal/shared/ui';
import { PromoCarousel } from '../features/home/promo-carousel/promo-carousel';
import { promoSlides } from '../features/home/promo-carousel/promo-slides';
import { firstScreenTexts, loadingHtml, promoHtml } from './first-screen';

/** The first screen's words as the build takes them from the catalogs. */
const textsIn = (locale: 'en' | 'ur') => {
  const read = (dir: string) =>
    JSON.parse(readFileSync(join(dir, 'i18n', `${locale}.json`), 'utf8')) as object;
  // The catalogs as written (the build reads them so too; imports in tests get them compiled).
  const catalog = {
    ...read(join(__dirname, '../../../shared/src')),
    ...read(join(__dirname, '..')),
  } as Record<string, string>;
  const [first] = promoSlides;
  const promo = {
    ...first!,
    title: catalog[first!.titleId]!,
    buttonText: catalog[first!.buttonId]!,
    count: promoSlides.length,
  };
  return { texts: firstScreenTexts(catalog, promoSlides.length), promo };
};

/** Each element's tag, classes, ARIA name and own text, in document order: what a person sees. */
function outline(root: Element): string[] {
  return [root, ...root.querySelectorAll('*')].map((el) => {
    const text = [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent)
      .join('');
    const attrs = ['class', 'aria-label', 'href', 'src', 'srcset', 'width', 'height', 'media']
      .map((name) => (el.hasAttribute(name) ? `${name}=${el.getAttribute(name)}` : ''))
      .join(' ');
    return `${el.localName} ${attrs} ${text}`.replace(/\s+/g, ' ').trim();
  });
}

const fromHtml = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.firstElementChild!;
};

describe('the first screen served in the HTML', () => {
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  it('shows the promo banner as React first renders it: same slide, art, sizes, words and controls', () => {
    const { container } = render(
      <MemoryRouter>
        <PromoCarousel />
      </MemoryRouter>,
    );
    const { texts, promo } = textsIn('en');
    const html = promoHtml(promo, texts);
    expect(outline(fromHtml(html))).toEqual(outline(container.firstElementChild!));
    expect(html).toContain('Browse Weekly Tournaments');
    expect(html).toContain('aria-label="1 of 3"');
  });

  it('serves the Urdu banner as React renders it in Urdu', async () => {
    await act(() => setLocale('ur'));
    const { container } = render(
      <MemoryRouter>
        <PromoCarousel />
      </MemoryRouter>,
    );
    const { texts, promo } = textsIn('ur');
    const html = promoHtml(promo, texts);
    expect(outline(fromHtml(html))).toEqual(outline(container.firstElementChild!));
    expect(html).toContain('ہفتہ وار ٹورنامنٹس دیکھیں');
    expect(html).toContain('ابھی شامل ہوں');
    expect(html).not.toMatch(/>[^<]*[A-Za-z]{2,}[^<]*</);
  });

  it('shows a block loading in a box of the same height as React renders it', () => {
    const { container } = render(<Loading minHeight={260} />);
    const rendered = container.firstElementChild as HTMLElement;
    const served = fromHtml(loadingHtml(260, textsIn('en').texts.loading)) as HTMLElement;
    expect(outline(served)).toEqual(outline(rendered));
    expect(served.style.minHeight).toBe(rendered.style.minHeight);
  });
});
