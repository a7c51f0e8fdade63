import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a block starts loading its code, so it is ready when scrolled to. */
const AHEAD = '600px';

/**
 * Renders `children` once its place comes near the viewport; until then an empty box of the final
 * size holds the place (no layout shift). Used for home blocks below the first screen.
 */
export function NearViewport({ minHeight, children }: { minHeight: number | string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <>{children}</>;
  return <div ref={box} style={{ minHeight }} aria-hidden="true" />;
}
