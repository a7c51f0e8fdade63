import type { Page } from '@playwright/test';

/**
 * Who sends each `method` request to `path` from now on: the script on top of the stack when it left
 * (its path), in order.
 */
export async function sendersOf(page: Page, method: string, path: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const senders: string[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (request.method !== method || new URL(request.url).pathname !== path) return;
    senders.push(new URL(initiator.stack?.callFrames[0]?.url ?? 'about:none').pathname);
  });
  return senders;
}
