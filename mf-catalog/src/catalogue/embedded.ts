/**
 * Data as JSON text for an attribute of the page's HTML (a page's HTML holds no script, not even a
 * data block). `<` is written as `\u003c` (and the two JavaScript line breaks escaped), so whatever
 * a work's title says, the text reads as markup nowhere it may be put.
 */
export function embeddedText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
