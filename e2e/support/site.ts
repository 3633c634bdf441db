import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  appPort,
  LANGUAGE_COOKIE,
  LANGUAGE_ENDONYMS,
  FIXED_ROUTES,
  pagePath,
  ROUTES as EVERY_ROUTE,
  type Language,
  type Route,
} from '@fair/shared/site';

export {
  inMainNavigation,
  languagePrefix,
  LANGUAGES,
  pagePath,
  type Language,
  type Route,
} from '@fair/shared/site';

/**
 * The pages the suite visits by their address: every page with one address per language. A page
 * with a parameter (a work's) has one per value: tests/live-pages.spec.ts visits those.
 */
export const ROUTES = FIXED_ROUTES;

/**
 * The languages a phone's layout is checked in: the default, and those of the longest words
 * (Finnish, Estonian, Dutch), where a narrow screen cuts off or overflows first. Every language is
 * checked on a desktop screen.
 */
export const PHONE_LANGUAGES = ['pt-BR', 'fi', 'et', 'nl'] as const satisfies readonly Language[];

/** The composition under test: FAIR_BASE_URL, or this checkout's, served by the suite. */
export const BASE_URL = process.env.FAIR_BASE_URL ?? `http://localhost:${appPort('shell')}`;

/** True when the suite serves the composition itself (it may then start others of its own). */
export const LOCAL = !process.env.FAIR_BASE_URL;

/** A page of the app table by its id (`faq`, `myLicenses`, …). */
export function route(id: string): Route {
  const found = EVERY_ROUTE.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no page "${id}" in the app table`);
  return found;
}

/** A page's address in a language (`/faq`, `/en/faq`). */
export const address = (id: string, language: Language = 'pt-BR') => pagePath(route(id), language);

let document: Promise<Record<string, string>> | undefined;

/** The remotes of the composition under test, from its remotes document. */
export function remoteEntries(request?: APIRequestContext): Promise<Record<string, string>> {
  document ??= (async () => {
    const response = request
      ? await request.get(`${BASE_URL}/remotes.json`)
      : await fetch(`${BASE_URL}/remotes.json`);
    expect(response.ok).toBeTruthy();
    const json = (await response.json()) as { remotes: Record<string, string> };
    return json.remotes;
  })();
  return document;
}

/** Where a remote's version is served (`http://localhost:4176/<version>/`). */
export async function remoteBase(remote: string): Promise<string> {
  const entry = (await remoteEntries())[remote];
  if (!entry) throw new Error(`the remotes document names no ${remote}`);
  return new URL('./', entry).href;
}

/** Every request to a remote's files, for `page.route`. */
export async function remoteFiles(remote: string): Promise<string> {
  return `${new URL(await remoteBase(remote)).origin}/**`;
}

/** The remote area once its page is mounted (hydrated or rendered in the browser). */
export function mountedRemote(page: Page, remote: string) {
  return page.locator(`.remote-outlet[data-remote="${remote}"][data-state="mounted"]`);
}

/**
 * Taps an element as a person does: once it is in view and has stopped moving. Playwright taps
 * as soon as it has scrolled an element into view, and content the scroll brings near the screen
 * is rendered in the frames after it (`content-visibility`), which can still move what is below.
 */
export async function tapInView(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        let last = '';
        let still = 0;
        const check = () => {
          const { top, left } = element.getBoundingClientRect();
          const place = `${top},${left}`;
          still = place === last ? still + 1 : 0;
          last = place;
          // Where it was over four frames in a row.
          if (still >= 3) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
  await target.click();
}

export async function expectMounted(page: Page, remote: string): Promise<void> {
  await expect(mountedRemote(page, remote)).toBeVisible();
  await expect(mountedRemote(page, remote).getByRole('heading', { level: 1 })).toBeVisible();
}

/** Remembers a language as the switcher does (the cookie the server reads). */
export async function rememberLanguage(context: BrowserContext, language: Language) {
  await context.addCookies([
    { name: LANGUAGE_COOKIE, value: language, url: BASE_URL, sameSite: 'Lax' },
  ]);
}

/** Chooses a language with the header's language links, as a visitor would. */
export async function switchLanguage(page: Page, language: Language): Promise<void> {
  const languages = page.locator('.site-header__languages');
  await languages.locator('summary').click();
  await languages.getByRole('link', { name: LANGUAGE_ENDONYMS[language], exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The main navigation, opened first on a narrow screen. */
export function mainNavigation(page: Page, label = 'Navegação principal') {
  return page.getByRole('navigation', { name: label });
}
