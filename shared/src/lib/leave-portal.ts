let leaving = false;

/**
 * A full page load to a page outside the portal (the unsubscribe service, the landing page). From
 * then on the guest guard stays quiet, so clearing the session on the way out cannot start a
 * second navigation that would overtake this one.
 */
export function leavePortal(url: string): void {
  leaving = true;
  window.location.assign(url);
}

/** Marks the page as on its way out before the session is cleared (Logout). */
export function markLeavingPortal(): void {
  leaving = true;
}

export function isLeavingPortal(): boolean {
  return leaving;
}
