import { expect, type Page } from '@playwright/test';

/**
 * What does not fit the screen, in words a person can act on: each problem names the element (a
 * short selector path) and the start of its text.
 *
 * - The page scrolls sideways: `document.documentElement.scrollWidth > clientWidth`; the
 *   elements and texts that stick out past the right edge (the innermost ones) are named.
 * - Text is cut off: an element whose overflow is not `visible` has `scrollWidth > clientWidth`
 *   (visually hidden text aside). A box that scrolls a table is no such cut: it is checked as a
 *   table's scroll box instead.
 * - A table wider than its box scrolls inside a box of its own that says so (a scroll shadow, a
 *   background gradient), takes the keyboard focus (`tabindex="0"`) and is named (`role="region"`
 *   with `aria-label` or `aria-labelledby`), so a keyboard or screen-reader user can scroll it.
 *
 * `scope` limits the checks to a part of the page (a dialog, the navigation): the last two only.
 */
export async function layoutProblems(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    const problems: string[] = [];
    const html = document.documentElement;
    const viewport = html.clientWidth;
    const root = document.querySelector(scopeSelector);
    if (!root) return [`nothing matches ${scopeSelector}`];

    const describe = (element: Element): string => {
      const parts: string[] = [];
      let node: Element | null = element;
      for (let depth = 0; node && node !== document.body && depth < 4; depth += 1) {
        let part = node.tagName.toLowerCase();
        if (node.id) part += `#${node.id}`;
        for (const name of Array.from(node.classList).slice(0, 2)) part += `.${name}`;
        parts.unshift(part);
        node = node.parentElement;
      }
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const excerpt = text.length > 70 ? `${text.slice(0, 70)}…` : text;
      const language = element.closest('[lang]')?.getAttribute('lang');
      return `${parts.join(' > ')}${excerpt ? ` “${excerpt}”` : ''}${language ? ` [lang=${language}]` : ''}`;
    };
    const longestWord = (element: Element): string => {
      const words = (element.textContent ?? '').split(/[\s\u00a0]+/);
      return words.reduce((longest, word) => (word.length > longest.length ? word : longest), '');
    };
    const rendered = (element: Element) =>
      element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true });
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
    /** The `.visually-hidden` pattern: a 1 px clipped box, meant for screen readers only. */
    const visuallyHidden = (element: Element, style: CSSStyleDeclaration) =>
      (style.clip !== 'auto' && style.clip !== '') ||
      style.clipPath !== 'none' ||
      element.getBoundingClientRect().width <= 1;
    const scrollsTable = (element: Element, style: CSSStyleDeclaration) =>
      (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
      element.querySelector('table') !== null;
    /**
     * Inside a box that clips or scrolls (below the body), or fixed to the screen: it cannot
     * widen the page (a fixed box only moves along with a page that something else widened).
     */
    const cannotWiden = (start: Node) => {
      const self = start instanceof Element ? start : null;
      for (let node = self ?? start.parentElement; node && node !== document.body;) {
        const style = getComputedStyle(node);
        if (style.position === 'fixed') return true;
        if (node !== self && clips(style)) return true;
        node = node.parentElement;
      }
      return false;
    };

    // (a) The page scrolls sideways: name what sticks out (checked for the whole page only).
    if (scopeSelector === 'body' && html.scrollWidth > viewport) {
      const right = (rect: DOMRect) => rect.right + window.scrollX;
      /** What sticks out, with how far: an element's box, or its text when the box holds it not. */
      const sticking = new Map<Element, number>();
      const texts = new Map<Element, string>();
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        if (!rendered(element) || cannotWiden(element)) continue;
        const edge = right(element.getBoundingClientRect());
        if (edge > viewport + 0.5) sticking.set(element, edge);
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || !rendered(parent)) continue;
        if (cannotWiden(node)) continue;
        range.selectNodeContents(node);
        const edge = right(range.getBoundingClientRect());
        if (edge > viewport + 0.5) {
          sticking.set(parent, Math.max(edge, sticking.get(parent) ?? 0));
          texts.set(parent, longestWord(parent));
        }
      }
      const innermost = Array.from(sticking.keys()).filter(
        (element) =>
          texts.has(element) ||
          !Array.from(sticking.keys()).some(
            (other) => other !== element && element.contains(other),
          ),
      );
      problems.push(
        `the page scrolls sideways: ${html.scrollWidth} px wide on a ${viewport} px screen`,
        ...innermost
          .slice(0, 8)
          .map(
            (element) =>
              `  sticks out to ${Math.round(sticking.get(element) ?? 0)} px: ${describe(element)}` +
              (texts.has(element) ? ` (longest word “${texts.get(element)}”)` : ''),
          ),
      );
    }

    const elements = [root, ...Array.from(root.querySelectorAll('*'))];
    for (const element of elements) {
      if (!rendered(element)) continue;
      const style = getComputedStyle(element);
      if (!clips(style) || visuallyHidden(element, style)) continue;
      const cut = element.scrollWidth - element.clientWidth;
      if (cut <= 0) continue;
      if (scrollsTable(element, style)) {
        // (c) A table that scrolls in its own box: the box must say so, be focusable and named.
        const missing: string[] = [];
        if (element.getAttribute('tabindex') !== '0') missing.push('tabindex="0"');
        const role = element.getAttribute('role');
        if (role !== 'region') missing.push('role="region"');
        const named =
          (element.getAttribute('aria-label') ?? '').trim() !== '' ||
          (element.getAttribute('aria-labelledby') ?? '').trim() !== '';
        if (!named) missing.push('an accessible name (aria-label or aria-labelledby)');
        if (!/gradient/.test(style.backgroundImage)) missing.push('a visible scroll cue');
        if (element.getBoundingClientRect().right > viewport + 0.5)
          missing.push('to fit the screen itself');
        if (missing.length > 0) {
          problems.push(
            `a table scrolls ${cut} px sideways in ${describe(element)}, whose box lacks ${missing.join(', ')}`,
          );
        }
        continue;
      }
      // (b) Content cut off (or only reachable by scrolling sideways inside a box).
      problems.push(
        `cut off by ${cut} px (overflow-x: ${style.overflowX}, ${element.clientWidth} px wide): ${describe(element)} (longest word “${longestWord(element)}”)`,
      );
    }
    return problems;
  }, scope);
}

/** Expects `layoutProblems` to find nothing; the message lists what it found. */
export async function expectFits(page: Page, what: string, scope?: string): Promise<void> {
  const problems = await layoutProblems(page, scope);
  expect(problems, `${what}:\n${problems.join('\n')}`).toEqual([]);
}
