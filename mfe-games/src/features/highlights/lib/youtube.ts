/** The video id of a YouTube watch, short or embed link; null for anything else. */
export function youtubeId(link: string): string | null {
  try {
    const url = new URL(link);
    const host = url.hostname.replace(/^www\.|^m\./, '');
    if (host === 'youtu.be') return url.pathname.slice(1) || null;
    if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      if (url.pathname === '/watch') return url.searchParams.get('v');
      const match = /^\/(embed|shorts)\/([\w-]+)/.exec(url.pathname);
      return match?.[2] ?? null;
    }
  } catch {
    return null;
  }
  return null;
}

/** The player URL for the video modal (privacy-enhanced mode), or null when not a YouTube link. */
export function embedUrl(link: string): string | null {
  const id = youtubeId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0` : null;
}

export function gameHighlightsPath(gameId: number, gameName: string): string {
  return `/game-highlights?${new URLSearchParams({ gameId: String(gameId), gameName }).toString()}`;
}
