import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';

/**
 * The accessibility checks of every other spec pass only when axe finds nothing, so this one
 * proves that the helper, as configured (its rules, the way it runs, the part it is given), does
 * find what it is there to find.
 */
test.describe('the axe helper', () => {
  test.beforeEach(async ({ page }) => {
    await page.setContent(`<!doctype html>
      <html lang="en"><head><title>Faults</title></head><body>
        <main><h1>Faults</h1><p style="color: #eee">Faint text</p><img src="data:,"></main>
        <footer><p lang="xx-nonsense-">Footer</p></footer>
      </body></html>`);
  });

  test('reports each violation by rule, with the element it found', async ({ page }) => {
    const violations = await axeViolations(page);
    const rules = violations.map((violation) => violation.split(' ')[0]);
    expect(rules).toEqual(expect.arrayContaining(['color-contrast', 'image-alt', 'valid-lang']));
    expect(violations.join('\n')).toContain('<img src="data:,">');
  });

  test('looks only at the part it is given', async ({ page }) => {
    const rules = (await axeViolations(page, 'footer')).map((violation) => violation.split(' ')[0]);
    expect(rules).toContain('valid-lang');
    expect(rules).not.toContain('image-alt');
    expect(rules).not.toContain('color-contrast');
  });
});
