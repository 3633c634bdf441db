import { expect, test } from '@playwright/test';
import { axeViolations, expectNoAxeViolations } from '../support/axe';
import { expectMounted, LANGUAGES, pagePath, PHONE_LANGUAGES, ROUTES } from '../support/site';

test.describe('every page, in every language, is served by its remote @smoke', () => {
  for (const route of ROUTES) {
    test(`${route.id} in pt-BR and en`, async ({ page }) => {
      // A page that fails in the browser (an error it caught and showed, a hydration that went
      // wrong) says so in the console: there must be nothing of the kind.
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(message.text());
      });
      for (const language of ['pt-BR', 'en'] as const) {
        await page.goto(pagePath(route, language));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectMounted(page, route.remote);
        const heading = page.getByRole('main').getByRole('heading', { level: 1 });
        await expect(heading).toHaveCount(1);
        // A real translated heading, never a bare translation key.
        await expect(heading).not.toHaveText(/^[\w-]+(\.[\w-]+)+$/);
      }
      expect(problems).toEqual([]);
    });
  }
});

/**
 * axe on every page, in every language on a desktop screen and in the phone languages (the
 * default and those of the longest words) on a 320 px phone: WCAG 2.0, 2.1 and 2.2 (A and AA) and
 * axe's best practice, and no violation of any impact, minor ones included. One test per page and
 * width, going through the languages, so that the tests run side by side.
 */
test.describe('accessibility (axe: no violation of any impact)', () => {
  for (const [width, languages] of [
    [1280, LANGUAGES],
    [320, PHONE_LANGUAGES],
  ] as const) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: width === 320 ? 640 : 800 } });

      for (const route of ROUTES) {
        test(`${route.id} in ${languages.length} languages`, async ({ page }) => {
          // A page per language, and an axe run, which adds its own time to the timeout.
          const violations: string[] = [];
          for (const language of languages) {
            await page.goto(pagePath(route, language));
            await expectMounted(page, route.remote);
            // Checked with what the page shows once its data is in.
            if (route.id === 'home') await expect(page.locator('.mf-catalog__count')).toBeVisible();
            if (route.id === 'myLicenses')
              await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
            for (const violation of await axeViolations(page))
              violations.push(`${pagePath(route, language)}: ${violation}`);
          }
          expect(violations, violations.join('\n')).toEqual([]);
        });
      }

      test('the 404 page', async ({ page }) => {
        await page.goto('/no-such-page');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }
});
