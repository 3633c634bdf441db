import {
  isLanguage,
  LANGUAGE_COOKIE,
  LEGACY_LANGUAGE_KEY,
  languagePrefix,
  type Language,
} from '@fair/shared/site';
import { RETENTION } from '@fair/shared';

/**
 * Remembers a language the visitor chose with the switcher (and only then): a cookie the server
 * reads, so an unprefixed address sends them to their language. For `RETENTION.languageCookieDays`
 * (a year; the privacy page says so), the whole site, sent on top-level navigations from other
 * sites too (Lax).
 */
export function rememberLanguage(language: Language): void {
  const maxAge = RETENTION.languageCookieDays * 24 * 60 * 60;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

function rememberedLanguage(): string | undefined {
  const prefix = `${LANGUAGE_COOKIE}=`;
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * Earlier versions of the site kept the choice in localStorage. It moves into the cookie once; a
 * visitor who had chosen another language and arrived on an unprefixed (pt-BR) address goes to
 * their language's address, as the server will do from now on.
 * @returns the address to go to instead, if any
 */
export function moveLegacyLanguageChoice(pageLanguage: Language, pathIsUnprefixed: boolean) {
  let legacy: string | null = null;
  try {
    legacy = window.localStorage.getItem(LEGACY_LANGUAGE_KEY);
    window.localStorage.removeItem(LEGACY_LANGUAGE_KEY);
  } catch {
    return undefined; // storage blocked: nothing was kept there either
  }
  if (!isLanguage(legacy) || rememberedLanguage() !== undefined) return undefined;
  rememberLanguage(legacy);
  if (!pathIsUnprefixed || legacy === pageLanguage) return undefined;
  const { pathname, search, hash } = window.location;
  return `/${languagePrefix(legacy)}${pathname}${search}${hash}`;
}
