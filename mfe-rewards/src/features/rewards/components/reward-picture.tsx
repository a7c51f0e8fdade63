import { rewardArt } from '../reward-images';

export interface RewardPictureProps {
  rewardId: number;
  /** The caller's box (its size); the drawing fills it. */
  className: string;
}

/**
 * A reward's art, drawn inline as the page's own SVG elements. As an image (an <img> of the SVG)
 * Chromium would build a document of its own for each picture on the page's main thread, 10-200 ms
 * each on a slow phone; inline, the pictures paint with the cards. The markup is the app's own
 * drawing compiled into its script (reward-images.ts), never text from the api, and carries no
 * words a reader needs (the card names the reward), so the picture is hidden from assistive
 * technology like the empty alt text it replaces. Renders nothing for a reward without art.
 */
export function RewardPicture({ rewardId, className }: RewardPictureProps) {
  const markup = rewardArt(rewardId);
  if (!markup) return null;
  return (
    <span
      className={`reward-art ${className}`}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
