import { gameCoverImage } from '@portal/shared/lib';

/**
 * The game's cover art by name (docs/product/games.md), with the mid-width image where there is one.
 * `priority`: the image is in the first screen (likely the largest paint), so it loads at once.
 */
export function GameIcon({
  gameName,
  thumbnail,
  priority = false,
}: {
  gameName: string;
  thumbnail: string | null;
  priority?: boolean;
}) {
  const cover = gameCoverImage(gameName);
  const src = cover?.src ?? thumbnail;
  if (!src) {
    return (
      <div className="tournament-card__cover tournament-card__cover--empty" aria-hidden="true">
        {gameName.slice(0, 1).toUpperCase() || '?'}
      </div>
    );
  }
  return (
    <picture className="tournament-card__cover">
      {cover?.midSrc && <source media="(min-width: 500px) and (max-width: 767px)" srcSet={cover.midSrc} />}
      <img
        src={src}
        alt={gameName}
        width={320}
        height={180}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
