import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expectMounted, LANGUAGES, pagePath, ROUTES } from '../support/site';

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

test.describe('accessibility (axe: no serious or critical violation)', () => {
  for (const language of LANGUAGES) {
    for (const route of ROUTES) {
      test(`${route.id} in ${language}`, async ({ page }) => {
        await page.goto(pagePath(route, language));
        await expectMounted(page, route.remote);
        await expectNoSeriousAxeViolations(page);
      });
    }
  }

  test('the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
