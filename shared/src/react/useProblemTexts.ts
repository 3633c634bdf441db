import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const NAMESPACE = 'problems';

/**
 * The marketplace's problems in the page's language: the API answers a stable slug
 * (`/api/problems/<slug>`), and `@fair/shared/locales/<language>/problems.json` holds the text of
 * each one (a test of the API fails when one is missing). The texts are loaded once a page that
 * talks to the marketplace is shown (never on the server); until then, and for a slug this
 * version does not know, the caller's own text is said instead.
 */
export function useProblemTexts(): (slug: string | null, fallback: string) => string {
  const { i18n } = useTranslation();
  const [, setLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    if (!i18n.hasLoadedNamespace(NAMESPACE)) {
      i18n.loadNamespaces(NAMESPACE).then(
        () => live && setLoaded((count) => count + 1),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [i18n]);
  return useCallback(
    (slug, fallback) => {
      if (slug === null) return fallback;
      const text: unknown = i18n.getResource(i18n.language, NAMESPACE, slug);
      return typeof text === 'string' && text !== '' ? text : fallback;
    },
    [i18n],
  );
}
