import { expect, test } from '@playwright/test';
import { changePages, MAIN_NAVIGATION, ROUND, settledHeap } from '../support/memory.mjs';
import { expectMounted } from '../support/site';

/**
 * Ten rounds of the navigation first: every remote's code and texts are loaded by then, and V8 has
 * compiled the code a page change runs. That compiled code is in the heap too, and keeps being
 * added for a few hundred page changes (with the JIT off the heap does not grow at all).
 */
const WARMUP_CHANGES = 10 * ROUND;
const CHANGES = 300;
const LIMIT_BYTES = 1024 * 1024;

// A trace's DOM snapshots are taken by a script of Playwright's in the page, whose records would
// be counted with the page's.
test.use({ trace: 'off' });

test('300 page changes leave under 1 MB behind in the heap, and no listeners', async ({ page }) => {
  // About 400 page changes and two readings after garbage collection.
  test.setTimeout(360_000);
  await page.goto('/');
  await expectMounted(page, 'mf_catalog');
  const cdp = await page.context().newCDPSession(page);
  // A round is the navigation's links once: the rounds of warm-up end where they began.
  await expect(
    page.getByRole('navigation', { name: MAIN_NAVIGATION }).getByRole('link'),
  ).toHaveCount(ROUND);

  await changePages(page, WARMUP_CHANGES);
  const before = await settledHeap(page, cdp);
  await changePages(page, CHANGES);
  const after = await settledHeap(page, cdp);

  const growth = after.usedSize - before.usedSize;
  test.info().annotations.push({
    type: 'heap',
    description: `${before.usedSize} → ${after.usedSize} bytes (${growth >= 0 ? '+' : ''}${growth}) over ${CHANGES} page changes after ${WARMUP_CHANGES}`,
  });
  expect(growth, `heap growth over ${CHANGES} page changes`).toBeLessThan(LIMIT_BYTES);
  expect(after.windowListeners).toBe(before.windowListeners);
  expect(after.documentListeners).toBe(before.documentListeners);
});
