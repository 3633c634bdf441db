// @ts-check
import { HEAD_MARK, PAGE_MARK, PARAM_PLACEHOLDER } from '@fair/shared/site';

/** Where a composition keeps its data pages' templates: `live/<language>/<page id>.json`. */
export const LIVE_DIR = 'live';

/**
 * @typedef {{
 *   top: string, middle: string, bottom: string,
 *   wrapper: string | null,
 *   described: import('@fair/shared/site').PageHead,
 *   fragment: string | null,
 * }} LiveTemplate
 * A data page as the composer leaves it for the shell's server: the composed page cut where the
 * tags that describe it go (`top` | head | `middle`) and where its HTML goes (`middle` | area |
 * `bottom`); the element that holds that HTML (naming the remote entry, page and language it is
 * rendered for; null when the remote is missing); what the head says at deploy time
 * (`described`: its title and description, the site's name and address); and the HTML the
 * remote's build rendered, if any (the catalogue's first page): the answer when the remote
 * cannot render in time. A page with a parameter holds `PARAM_PLACEHOLDER` where the value goes.
 */

/**
 * Cuts a composed page at its two marks.
 * @param {string} html a composed page holding `HEAD_MARK` and then `PAGE_MARK`, once each
 * @returns {Pick<LiveTemplate, 'top' | 'middle' | 'bottom'>}
 */
export function splitTemplate(html) {
  const head = html.indexOf(HEAD_MARK);
  const area = html.indexOf(PAGE_MARK);
  if (head === -1 || area < head || html.indexOf(PAGE_MARK, area + 1) !== -1) {
    throw new Error('a data page must hold the head mark, then the page mark, once each');
  }
  return {
    top: html.slice(0, head),
    middle: html.slice(head + HEAD_MARK.length, area),
    bottom: html.slice(area + PAGE_MARK.length),
  };
}

/**
 * A data page for one request: the template with the tags that describe the page, its HTML in
 * its area (`html`, wrapped in the template's element; nothing when null: the page renders in the
 * browser), and a page with a parameter's value in place of the placeholder.
 * @param {LiveTemplate} template
 * @param {{ described: string, html: string | null, param?: string | undefined }} parts
 * `described`: `headTags(…)` for this answer
 */
export function assembleLivePage(template, { described, html, param }) {
  const value = (/** @type {string} */ text) =>
    param === undefined ? text : text.replaceAll(PARAM_PLACEHOLDER, param);
  const area = html !== null && template.wrapper ? `${template.wrapper}${html}</div>` : '';
  return `${template.top}${described}${value(template.middle)}${area}${value(template.bottom)}`;
}
