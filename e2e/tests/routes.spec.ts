import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test } from '@playwright/test';
import { expectMounted, ROUTES, useLanguage } from '../support/site';

test.describe('every route mounts its remote', () => {
  for (const route of ROUTES) {
    test(`${route.path} is served by ${route.remote}`, async ({ page }) => {
      await page.goto(route.path);
      await expectMounted(page, route.remote);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      // A real translated heading, never a bare translation key.
      await expect(heading).not.toHaveText(/^[\w-]+(\.[\w-]+)+$/);
    });
  }
});

test.describe('accessibility (axe: no serious or critical violation)', () => {
  for (const language of ['pt-BR', 'en']) {
    for (const route of ROUTES) {
      test(`${route.path} in ${language}`, async ({ page }) => {
        await useLanguage(page, language);
        await page.goto(route.path);
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
