/**
 * A request's address as it may be logged: a licence's secret key in the path is replaced, so no
 * log ever holds one (`/api/licences/<key>/expansions` → `/api/licences/[key]/expansions`).
 */
export function redactedUrl(url: string): string {
  return url.replace(/^\/api\/licences\/(?!imports(?:[/?]|$))[^/?#]+/, '/api/licences/[key]');
}
