// Rendered by the shell's build (never shipped to browsers): the frame of every page in every
// language, as HTML the composer puts the pages into and the browser hydrates.
import { I18N_INTERPOLATION } from '@fair/shared';
import { loadTexts } from '@fair/shared/runtime';
import {
  LANGUAGES,
  languagePrefix,
  pagePath,
  PARAM_PLACEHOLDER,
  ROUTES,
  type Language,
} from '@fair/shared/site';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { App } from './App';
import { FrameRenderContext } from './FrameRenderContext';
import { StaticLocation } from './navigation/ShellLocation';
import './i18n';
import { pageTitle } from './pageTitle';

export interface RenderedFrame {
  language: Language;
  /** The page's id, or null for the 404 page. */
  page: string | null;
  html: string;
  title: string;
}

export interface RenderedFrames {
  frames: RenderedFrame[];
  /** Per language: the site's name and its description, for pages that have none of their own. */
  site: Record<Language, { name: string; description: string }>;
}

/** An address that is no page, in a language (for the 404 page's frame). */
const nowhere = (language: Language) =>
  `/${languagePrefix(language)}${languagePrefix(language) ? '/' : ''}no-such-page`;

export async function renderFrames(): Promise<RenderedFrames> {
  const frames: RenderedFrame[] = [];
  const site = {} as RenderedFrames['site'];
  for (const language of LANGUAGES) {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: language,
      fallbackLng: false,
      resources: { [language]: await loadTexts(language, ['common', 'shell']) },
      ns: ['common', 'shell'],
      defaultNS: 'common',
      interpolation: I18N_INTERPOLATION,
      returnNull: false,
      react: { useSuspense: false },
    });
    const render = (location: string) =>
      renderToString(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <StaticLocation path={location}>
              <FrameRenderContext.Provider value={true}>
                <App language={language} />
              </FrameRenderContext.Provider>
            </StaticLocation>
          </I18nextProvider>
        </StrictMode>,
      );
    for (const route of ROUTES) {
      frames.push({
        language,
        page: route.id,
        // A page with a parameter: its frame holds the placeholder where the server puts the
        // request's value (PARAM_PLACEHOLDER).
        html: render(pagePath(route, language, PARAM_PLACEHOLDER)),
        title: pageTitle(i18n.t, route),
      });
    }
    frames.push({
      language,
      page: null,
      html: render(nowhere(language)),
      title: pageTitle(i18n.t, null),
    });
    site[language] = {
      name: i18n.t('common:site.name'),
      description: i18n.t('common:site.tagline'),
    };
  }
  return { frames, site };
}
