import { breakpoints } from '@portal/shared/config';
import { gameCoverImage } from '@portal/shared/lib';

export interface CoverPictureProps {
  /** An image of its own (a video thumbnail); else the game's cover art. */
  src?: string | null;
  game: string;
  alt: string;
  className?: string;
}

/** A 16:9 picture: the given image, or the game's cover (its mid-size variant from 500 to 767 px). */
export function CoverPicture({ src, game, alt, className = 'hl-cover' }: CoverPictureProps) {
  const cover = gameCoverImage(game);
  const image = src || cover?.src;
  if (!image) {
    // Without alt text the blank cover is decorative (like <img alt="">): no image role then.
    return alt ? (
      <div className={`${className} ${className}--blank`} role="img" aria-label={alt} />
    ) : (
      <div className={`${className} ${className}--blank`} aria-hidden="true" />
    );
  }
  return (
    <picture>
      {!src && cover?.midSrc && (
        <source
          media={`(min-width: ${breakpoints.midImageMin}px) and (max-width: ${breakpoints.midImageMax}px)`}
          srcSet={cover.midSrc}
        />
      )}
      <img className={className} src={image} alt={alt} width={320} height={180} loading="lazy" />
    </picture>
  );
}
