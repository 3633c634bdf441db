import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** What the site is held to: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practice. */
export const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
];

/**
 * The time one axe run adds to its test's timeout. A run takes 1 to 2 s on this machine class
 * alone and several times that while the suite runs beside it; a test's own timeout then need not
 * count its axe runs.
 */
const AXE_RUN_MS = 15_000;

/**
 * Scrolls the page through once, as a reader would, and back. What is laid out only near the
 * screen (the catalogue's cards, `content-visibility: auto`) then has its real size: axe, which
 * reads colours at each element's place, would otherwise look where a placeholder's size put it.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));
    const { scrollX, scrollY } = window;
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(scrollX, scrollY);
    await frame();
  });
}

/**
 * Runs axe on the page (or the part `include` selects), once it has been scrolled through, and
 * describes every violation, of any impact, minor ones included: its rule, impact and help, and
 * each element it found, by selector.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  test.info().setTimeout(test.info().timeout + AXE_RUN_MS);
  await scrollThrough(page);
  const builder = new AxeBuilder({ page })
    // The rules of AXE_TAGS (as `withTags` sets them, which a later `options` call would undo),
    // and only the violations read: axe then keeps one element per passed rule instead of all.
    .options({ runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] })
    // axe in the page itself (axe.run), without the blank page the default opens to gather each
    // frame's results: the site's pages have no frames, and that page made a run about twice as
    // long (2.0 to 3.7 s against 0.8 to 1.9 s, the same violations found).
    .setLegacyMode();
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.html.slice(0, 120)}`)
        .join('\n'),
  );
}

/** Expects axe to find no violation of any impact on the page (or the part `include` selects). */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const violations = await axeViolations(page, include);
  expect(violations, violations.join('\n')).toEqual([]);
}
