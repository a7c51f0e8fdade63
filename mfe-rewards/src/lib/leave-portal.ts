/** A full page load to a page outside the portal (the unsubscribe service). */
export function leavePortal(url: string): void {
  window.location.assign(url);
}
