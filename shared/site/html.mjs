// @ts-check
/**
 * HTML written by hand, safely: text and attribute values escaped, JSON that cannot end its
 * `<script>` element. The composer and the servers write pages with these.
 */
/** Text for an HTML attribute value or element content. */
const ENTITIES = /** @type {Record<string, string>} */ ({
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
});

/** @param {string} text */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/**
 * JSON to put inside `<script type="application/json">`: nothing in it can end the element.
 * @param {unknown} value
 */
export function jsonForScript(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * @param {string} name
 * @param {Record<string, string | undefined>} attributes
 */
export function tag(name, attributes) {
  const parts = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) =>
      value === '' ? key : `${key}="${escapeHtml(/** @type {string} */ (value))}"`,
    );
  return `<${[name, ...parts].join(' ')}>`;
}
