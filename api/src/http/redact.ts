/** What a licence key looks like wherever it is: a long run of base64url with a capital or `_`. */
const KEY_LIKE = /[A-Za-z0-9_-]{40,}/g;

/**
 * A request's address as it may be logged: a licence's secret key in it is replaced, so no log
 * ever holds one (`/api/licences/<key>/expansions` → `/api/licences/[key]/expansions`). It is
 * read decoded, as the router reads it (`/api/%6Cicences/<key>` is the licence's address), and
 * with repeated slashes or capitals too (the answer to an address that is none, a 404, logs it).
 * Anything else that looks like a key (a long run of base64url with a capital letter or `_`; no
 * work's or platform's id has either) is replaced too, wherever it is.
 */
export function redactedUrl(url: string): string {
  let address = url;
  try {
    // Decoded but for `%2F`, which the router keeps inside its segment (a key cut by it is one).
    address = decodeURIComponent(url.replace(/%2F/gi, '%252F'));
  } catch {
    // Not decodable: the router refuses it; it is redacted as it came.
  }
  return address
    .replace(/^(\/+api\/+licences\/+)(?!imports(?:[/?]|$))[^/?#]+/i, '$1[key]')
    .replace(KEY_LIKE, (run) => (/[A-Z_]/.test(run) ? '[key]' : run));
}
