import { expect, test, type Page } from '@playwright/test';
import {
  address,
  expectMounted,
  mainNavigation,
  mountedRemote,
  remoteBase,
  switchLanguage,
} from '../support/site';

/** The content remote's pages and the text namespace each one loads. */
const PAGES = [
  { id: 'articles', namespace: 'articles' },
  { id: 'legalBasis', namespace: 'legal' },
  { id: 'philosophicalBasis', namespace: 'philosophy' },
  { id: 'blog', namespace: 'blog' },
] as const;

const LANGUAGES = ['pt-BR', 'en', 'fi'] as const;

let contentOrigin = '';
test.beforeAll(async () => {
  contentOrigin = new URL(await remoteBase('mf_content')).origin;
});

/** The article's section ids, which are also its in-page anchors. */
const SECTION_IDS = [
  'introduction',
  'copyright-as-control',
  'ecad-brazil',
  'international-comparisons',
  'copyleft',
  'content-versus-medium',
  'impacts',
  'reform-proposal',
  'conclusion',
];

const BLOG_URL = 'https://fairlicensing.blogspot.com/';

/**
 * mf-content names each lazily imported locale chunk after its language and namespace
 * (`assets/locale-sv-articles-<hash>.js`, see mf-content/vite.config.ts).
 */
const LOCALE_CHUNK = /\/assets\/locale-(pt-BR|pt-PT|en|fi|sv|et|nl)-(\w+)-[\w-]+\.js$/;

interface LocaleRequest {
  language: string;
  namespace: string;
}

/** Records every locale chunk the page asks the content remote for. */
function recordLocaleRequests(page: Page): LocaleRequest[] {
  const requests: LocaleRequest[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(contentOrigin)) return;
    const match = LOCALE_CHUNK.exec(new URL(url).pathname);
    if (match) requests.push({ language: match[1] ?? '', namespace: match[2] ?? '' });
  });
  return requests;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function content(page: Page) {
  return mountedRemote(page, 'mf_content');
}

for (const language of LANGUAGES) {
  test.describe(`content pages in ${language}`, () => {
    for (const { id, namespace } of PAGES) {
      test(`${id} shows its own ${language} texts under one h1`, async ({ page }) => {
        const requests = recordLocaleRequests(page);
        await page.goto(address(id, language));
        await expectMounted(page, 'mf_content');
        await expect(page.locator('html')).toHaveAttribute('lang', language);

        const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
        await expect(h1).toHaveCount(1);
        // A real heading, never a bare key such as "title" or "sections.x.heading".
        await expect(h1).not.toHaveText(/^(title|[\w-]+(\.[\w-]+)+)$/);
        await expect(content(page).locator('h2').first()).toBeVisible();
        expect(requests).toEqual([{ language, namespace }]);

        if (namespace === 'blog') {
          const link = content(page).locator('a[target="_blank"]');
          await expect(link).toHaveCount(1);
          await expect(link).toHaveAttribute('href', BLOG_URL);
          const rel = (await link.getAttribute('rel'))?.split(/\s+/) ?? [];
          expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
          // Its accessible name ends with the (visually hidden) "opens in a new tab" hint.
          const hint = ((await link.locator('.visually-hidden').textContent()) ?? '').trim();
          expect(hint).not.toBe('');
          await expect(link).toHaveAccessibleName(new RegExp(`\\S.* ${escapeRegExp(hint)}$`));
        }

        if (namespace === 'legal') {
          const table = content(page).getByRole('table');
          await expect(table.locator('caption')).not.toBeEmpty();
          await expect(table.locator('tbody th[scope="row"]')).toHaveCount(5);
        }
      });
    }

    test(`the article's table of contents leads to each section (${language})`, async ({
      page,
    }) => {
      await page.goto(address('articles', language));
      await expectMounted(page, 'mf_content');
      await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

      const toc = content(page).locator('nav.mf-content__toc');
      const links = toc.getByRole('link');
      await expect(links).toHaveCount(SECTION_IDS.length);

      for (const id of ['copyleft', 'conclusion', 'ecad-brazil']) {
        const link = toc.locator(`a[href="#${id}"]`);
        const label = (await link.innerText()).trim();
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${address('articles', language)}#${id}$`));
        const heading = content(page).locator(`h2#${id}`);
        await expect(heading).toBeInViewport();
        await expect(heading).toContainText(label);
      }

      // In-page links neither reload the page nor remount the remote.
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
        'same page',
      );
      await expectMounted(page, 'mf_content');
    });
  });
}

test('arriving with a section in the address scrolls to that section', async ({ page }) => {
  await page.goto(`${address('articles', 'en')}#reform-proposal`);
  await expectMounted(page, 'mf_content');
  await expect(content(page).locator('h2#reform-proposal')).toBeInViewport();
});

test.describe('a page downloads only its own texts, in its language', () => {
  for (const { id, namespace } of PAGES) {
    test(`${id}: switching en → sv fetches the sv ${namespace} file and nothing else`, async ({
      page,
    }) => {
      const requests = recordLocaleRequests(page);
      await page.goto(address(id, 'en'));
      await expectMounted(page, 'mf_content');
      const h1 = content(page).getByRole('heading', { level: 1 });
      const english = (await h1.innerText()).trim();
      expect(requests).toEqual([{ language: 'en', namespace }]);
      requests.length = 0;

      await switchLanguage(page, 'sv');
      await expect(page).toHaveURL(address(id, 'sv'));
      await expectMounted(page, 'mf_content');
      await expect(h1).not.toHaveText(english);
      await page.waitForLoadState('networkidle');
      expect(requests).toEqual([{ language: 'sv', namespace }]);
    });
  }

  test('after moving from one page to another, only the new page’s texts are fetched', async ({
    page,
  }) => {
    const requests = recordLocaleRequests(page);
    await page.goto(address('articles', 'en'));
    await expectMounted(page, 'mf_content');
    await mainNavigation(page, 'Main navigation').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(address('blog', 'en'));
    await expect(content(page).locator('a[target="_blank"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([
      { language: 'en', namespace: 'articles' },
      { language: 'en', namespace: 'blog' },
    ]);
  });
});
