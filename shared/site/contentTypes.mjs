// @ts-check
/**
 * The kinds of work the catalogue holds, in the order its filters list them. A site fact that Node
 * tools read too (the server keys a catalogue page by its `?type=`), so it lives in a plain module;
 * `src/catalogue/work.ts` is its typed face for the browser code.
 */
export const CONTENT_TYPES = /** @type {const} */ ([
  'books',
  'music',
  'videos',
  'images',
  'software',
  'studies',
]);

/** @typedef {(typeof CONTENT_TYPES)[number]} ContentType */

/**
 * @param {unknown} value
 * @returns {value is ContentType}
 */
export function isContentType(value) {
  return (
    typeof value === 'string' && /** @type {readonly string[]} */ (CONTENT_TYPES).includes(value)
  );
}
