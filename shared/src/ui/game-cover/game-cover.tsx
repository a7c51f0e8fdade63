import { coverPicture } from '@portal/shared/lib';

export interface GameCoverProps {
  /** The game's name: it chooses the cover art (case-insensitive). */
  game: string;
  /** An image of its own (an api or video thumbnail): shown instead of the cover art. */
  src?: string | null;
  /** '' (the default) when the card names the game beside the image. */
  alt?: string;
  /** On the image and the blank placeholder (with a `--blank` modifier). */
  className?: string;
  /** On the <picture> wrapper, when the layout styles it. */
  pictureClassName?: string;
  /** In the first screen: loads at once with high priority. */
  priority?: boolean;
  /** The blank placeholder of an unknown game without an image shows the game's initial. */
  initial?: boolean;
}

/**
 * The one game cover of the portal (docs/product/games.md): the given image, else the cover art by
 * the game's name (its mid-size variant from 500 to 767 px; WebP where the browser takes it, the SVG
 * otherwise), else a blank 16:9 placeholder.
 */
export function GameCover(props: GameCoverProps) {
  const { game, src, alt = '', className = 'pz-game-cover', priority = false } = props;
  const { sources, image } = coverPicture(game, src);
  if (!image) {
    const blank = `${className} ${className}--blank`;
    // Without alt text, or with the initial beside the game's name, the placeholder is decorative.
    return alt && !props.initial ? (
      <div className={blank} role="img" aria-label={alt} />
    ) : (
      <div className={blank} aria-hidden="true">
        {props.initial && (game.slice(0, 1).toUpperCase() || '?')}
      </div>
    );
  }
  return (
    <picture className={props.pictureClassName}>
      {sources.map(({ media, type, srcSet }) => (
        <source key={srcSet} media={media} type={type} srcSet={srcSet} />
      ))}
      <img
        className={className}
        src={image}
        alt={alt}
        width={320}
        height={180}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
