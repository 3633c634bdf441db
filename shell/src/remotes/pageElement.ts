import { FRAGMENT_ATTRIBUTES, FRAGMENT_CLASS, type Route } from '@fair/shared/site';
import { entryOf } from './remoteLoader';

export interface PageElement {
  /** The element the page is mounted into. */
  element: HTMLElement;
  /** It holds this page as the server rendered it, from the entry the page loads: hydrate it. */
  serverRendered: boolean;
}

/**
 * The element a page is mounted into, in the outlet's host: the server's HTML of this page when
 * it came from the entry this page loads (same entry, page and language), so the page hydrates
 * it; otherwise an element to render the page anew into. HTML the server left from another
 * version stays on screen until the page replaces it.
 */
export function pageElement(host: HTMLElement, route: Route, language: string): PageElement {
  const first = host.firstElementChild;
  if (first instanceof HTMLElement && first.classList.contains(FRAGMENT_CLASS)) {
    const entry = entryOf(route.remote);
    if (
      !!entry &&
      first.getAttribute(FRAGMENT_ATTRIBUTES.entry) === entry &&
      first.getAttribute(FRAGMENT_ATTRIBUTES.page) === route.id &&
      first.getAttribute(FRAGMENT_ATTRIBUTES.language) === language
    )
      return { element: first, serverRendered: true };
  }
  const element = first instanceof HTMLElement ? first : document.createElement('div');
  for (const attribute of Object.values(FRAGMENT_ATTRIBUTES)) element.removeAttribute(attribute);
  if (!first) host.append(element);
  return { element, serverRendered: false };
}
