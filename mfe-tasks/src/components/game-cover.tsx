import { gameCoverImage } from '@portal/shared/lib';

export interface GameCoverProps {
  name: string;
  /** A thumbnail the api sent; the cover art by name is used when there is none. */
  thumbnail?: string | null;
  className?: string;
}

/** docs/product/games.md: the cover by game name (a different image from 500 to 767 px); unknown games get none. */
export function GameCover({ name, thumbnail, className = 'game-cover' }: GameCoverProps) {
  if (thumbnail) {
    return <img className={className} src={thumbnail} alt="" width={320} height={180} loading="lazy" />;
  }
  const cover = gameCoverImage(name);
  if (!cover) return <div className={`${className} ${className}--none`} aria-hidden="true" />;
  return (
    <picture>
      {cover.midSrc && <source media="(min-width: 500px) and (max-width: 767px)" srcSet={cover.midSrc} />}
      <img className={className} src={cover.src} alt="" width={320} height={180} loading="lazy" />
    </picture>
  );
}
