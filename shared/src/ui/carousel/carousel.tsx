import { useEffect, useState, type ReactNode } from 'react';
import { formatNumber } from '@portal/shared/i18n';
import { useSharedT } from '../use-shared-t';

export interface CarouselProps<T> {
  items: readonly T[];
  /** Autoplay interval in milliseconds (docs/product/access-and-start-up.md). */
  interval: number;
  label: string;
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string | number;
  /** How many items show at once. */
  perView?: number;
}

/** Auto-rotating carousel with previous/next and a pause button; pauses on hover and focus. */
export function Carousel<T>({ items, interval, label, renderItem, getKey, perView = 1 }: CarouselProps<T>) {
  const t = useSharedT();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = items.length;
  const pages = Math.max(1, count - perView + 1);
  const reducedMotion =
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

  useEffect(() => {
    if (paused || hovered || reducedMotion || pages <= 1) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % pages), interval);
    return () => clearInterval(timer);
  }, [paused, hovered, reducedMotion, pages, interval]);

  const current = index % pages;
  const visible = items.slice(current, current + perView);
  return (
    <section
      className="pz-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className="pz-carousel__track" aria-live={paused ? 'polite' : 'off'}>
        {visible.map((item, i) => (
          <div
            key={getKey(item, current + i)}
            className="pz-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('shared.carousel.slide', {
              index: formatNumber(current + i + 1),
              count: formatNumber(count),
            })}
          >
            {renderItem(item, current + i)}
          </div>
        ))}
      </div>
      {pages > 1 && (
        <div className="pz-carousel__controls">
          <button
            type="button"
            aria-label={t('shared.carousel.previous')}
            onClick={() => setIndex((i) => (i - 1 + pages) % pages)}
          >
            <span className="pz-carousel__arrow" dir="ltr" aria-hidden="true">
              ‹
            </span>
          </button>
          <button
            type="button"
            aria-label={t(paused ? 'shared.carousel.play' : 'shared.carousel.pause')}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? '▶' : '❚❚'}
          </button>
          <button
            type="button"
            aria-label={t('shared.carousel.next')}
            onClick={() => setIndex((i) => (i + 1) % pages)}
          >
            <span className="pz-carousel__arrow" dir="ltr" aria-hidden="true">
              ›
            </span>
          </button>
        </div>
      )}
    </section>
  );
}
