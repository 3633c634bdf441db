import { expect, type Page } from '@playwright/test';

/** Every route of the site and the remote that must serve it (the shell's route table). */
export const ROUTES = [
  { path: '/', remote: 'mf_catalog' },
  { path: '/autores', remote: 'mf_audiences' },
  { path: '/distribuidores', remote: 'mf_audiences' },
  { path: '/usuarios', remote: 'mf_audiences' },
  { path: '/como-funciona', remote: 'mf_audiences' },
  { path: '/faq', remote: 'mf_audiences' },
  { path: '/fundamentacao-legal', remote: 'mf_content' },
  { path: '/fundamentacao-filosofica', remote: 'mf_content' },
  { path: '/artigos', remote: 'mf_content' },
  { path: '/blog', remote: 'mf_content' },
  { path: '/minhas-licencas', remote: 'mf_licenses' },
] as const;

export const REMOTE_ORIGINS = {
  mf_catalog: 'http://localhost:4174',
  mf_licenses: 'http://localhost:4175',
  mf_content: 'http://localhost:4176',
  mf_audiences: 'http://localhost:4177',
} as const;

export const LANGUAGE_KEY = 'fair-licensing.language';

/** Starts the visit in the given language, as if the visitor had chosen it before. */
export async function useLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('e2e-language-set')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('e2e-language-set', '1');
      }
    },
    [LANGUAGE_KEY, language] as const,
  );
}

/** The remote area once its page is mounted. */
export function mountedRemote(page: Page, remote: string) {
  return page.locator(`.remote-outlet[data-remote="${remote}"][data-state="mounted"]`);
}

export async function expectMounted(page: Page, remote: string): Promise<void> {
  await expect(mountedRemote(page, remote)).toBeVisible();
  await expect(mountedRemote(page, remote).getByRole('heading', { level: 1 })).toBeVisible();
}

/** Chooses a language in the shell's switcher, as a visitor would. */
export async function chooseLanguage(page: Page, label: RegExp | string, language: string) {
  await page.getByRole('banner').getByLabel(label).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}
