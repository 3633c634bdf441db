// @ts-check
/**
 * What page changes leave behind, measured as the memory test and the memory benchmark measure it:
 * page changes made by clicking the main navigation's links in order, as a visitor would, and the
 * page's JavaScript heap after garbage collection, read through the DevTools protocol.
 */

import { FIXED_ROUTES } from '@fair/shared/site';

/** @import { CDPSession, Page } from '@playwright/test' */

/** The main navigation in pt-BR, the language of `/`. */
export const MAIN_NAVIGATION = 'Navegação principal';

/**
 * One round: each of the navigation's links once (one per page of the app table), back to the
 * page it started on.
 */
export const ROUND = FIXED_ROUTES.length;

/**
 * single-spa keeps a parcel reachable from the timers of its lifecycles (warnings for a slow
 * bootstrap, mount, unmount or update) for up to 4 s after each began; a reading waits them out.
 */
export const SETTLE_MS = 5_000;

/**
 * Clicks the main navigation's links in order, starting after the current page's, `count` times;
 * each change ends once the clicked link is the current page's and its page is mounted.
 * @param {Page} page
 * @param {number} count
 */
export async function changePages(page, count) {
  const links = page.getByRole('navigation', { name: MAIN_NAVIGATION }).getByRole('link');
  const total = await links.count();
  if (total < 2) throw new Error(`the main navigation has ${total} links`);
  let current = await links.evaluateAll((elements) =>
    elements.findIndex((element) => element.getAttribute('aria-current') === 'page'),
  );
  const mounted = page.locator('.remote-outlet[data-state="mounted"] h1');
  for (let change = 0; change < count; change++) {
    current = (current + 1) % total;
    const link = links.nth(current);
    await link.click();
    // Once the link is current, the router shows its page: the outlet below is the new page's.
    await link.and(page.locator('[aria-current="page"]')).waitFor({ timeout: 20_000 });
    await mounted.waitFor({ timeout: 20_000 });
  }
}

/**
 * The page's JavaScript heap in use, in bytes, once it is idle: after `SETTLE_MS`, garbage is
 * collected several times (letting what each collection queued run in between), then the heap is
 * read. Also what the page holds besides: DOM elements, listeners on `window` and `document`.
 * @param {Page} page
 * @param {CDPSession} cdp
 * @param {{ settleMs?: number, collections?: number }} [options]
 */
export async function settledHeap(page, cdp, { settleMs = SETTLE_MS, collections = 4 } = {}) {
  await page.waitForTimeout(settleMs);
  for (let i = 0; i < collections; i++) {
    await cdp.send('HeapProfiler.collectGarbage');
    await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
  }
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return { usedSize, ...(await pageCounts(cdp)) };
}

/**
 * DOM elements in the page, and event listeners on `window` and on `document`.
 * @param {CDPSession} cdp
 */
async function pageCounts(cdp) {
  /** @param {string} expression */
  const listeners = async (expression) => {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    if (!result.objectId) return 0;
    const found = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
    return found.listeners.length;
  };
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: 'document.getElementsByTagName("*").length',
    returnByValue: true,
  });
  return {
    elements: /** @type {number} */ (result.value),
    windowListeners: await listeners('window'),
    documentListeners: await listeners('document'),
  };
}
