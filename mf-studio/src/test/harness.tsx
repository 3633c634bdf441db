import type { Language } from '@fair/shared';
import { renderPage as renderSharedPage } from '@fair/shared/testing';
import type { ComponentType } from 'react';

/** The namespaces a studio page loads: its own, the shared studio texts and the API's problems. */
const namespaces = (own: string) => [own, 'session', 'problems'];

/** Renders a studio page as the shell mounts it (in the browser: the session is asked at once). */
export function renderStudioPage(
  Page: ComponentType,
  own: 'account' | 'studio' | 'console',
  language: Language = 'en',
) {
  return renderSharedPage(Page, {
    language,
    namespaces: namespaces(own),
    props: { pathname: `/${own}` },
  });
}
