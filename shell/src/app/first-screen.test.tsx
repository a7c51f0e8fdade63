import { render } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { MemoryRouter } from '@portal/shared/router';
import { Loading } from '@portal/shared/ui';
import { PromoCarousel } from '../features/home/promo-carousel/promo-carousel';
import { promoSlides } from '../features/home/promo-carousel/promo-slides';
import { loadingHtml, promoHtml } from './first-screen';

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
  it('shows the promo banner as React first renders it: same slide, art, sizes, words and controls', () => {
    const { container } = render(
      <MemoryRouter>
        <PromoCarousel />
      </MemoryRouter>,
    );
    const [first] = promoSlides;
    const html = promoHtml({ ...first!, count: promoSlides.length });
    expect(outline(fromHtml(html))).toEqual(outline(container.firstElementChild!));
    expect(html).toContain('Browse Weekly Tournaments');
  });

  it('shows a block loading in a box of the same height as React renders it', () => {
    const { container } = render(<Loading minHeight={260} />);
    const rendered = container.firstElementChild as HTMLElement;
    const served = fromHtml(loadingHtml(260)) as HTMLElement;
    expect(outline(served)).toEqual(outline(rendered));
    expect(served.style.minHeight).toBe(rendered.style.minHeight);
  });
});
