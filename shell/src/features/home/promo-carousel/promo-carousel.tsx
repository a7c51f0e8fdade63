import { Link } from '@portal/shared/router';
import { carouselIntervals } from '@portal/shared/config';
import { Carousel } from '@portal/shared/ui';
import { promoSlides } from './promo-slides';
import { useT, type Message } from '../../../i18n';
import './promo-carousel.css';

/** The home banner: three promo slides, 4 s autoplay, previous/next, a join button on each. */
export function PromoCarousel() {
  const t = useT();
  return (
    <Carousel
      label={t('shell.home.promotions')}
      items={promoSlides}
      interval={carouselIntervals.banner}
      getKey={(slide) => slide.id}
      renderItem={(slide, index) => (
        <div className="promo-slide">
          <picture>
            <source
              media="(max-width: 768px)"
              type="image/webp"
              srcSet={slide.narrowImageWebp}
              width={768}
              height={480}
            />
            <source media="(max-width: 768px)" srcSet={slide.narrowImage} width={768} height={480} />
            <source type="image/webp" srcSet={slide.imageWebp} />
            <img
              src={slide.image}
              alt=""
              width={1200}
              height={400}
              className="promo-slide__image"
              fetchPriority={index === 0 ? 'high' : 'auto'}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          </picture>
          <div className="promo-slide__text">
            <h2>{t(slide.titleId as Message)}</h2>
            <Link className="pz-button" to={slide.navigateTo}>
              {t(slide.buttonId as Message)}
            </Link>
          </div>
        </div>
      )}
    />
  );
}
