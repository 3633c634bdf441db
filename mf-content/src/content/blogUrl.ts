/**
 * The external blog's address comes from configuration (`VITE_BLOG_URL` in mf-content/.env), not
 * from code. Only an absolute http(s) address is accepted; anything else counts as not configured.
 */
export function parseBlogUrl(value: string | undefined): string | null {
  const candidate = value?.trim();
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The configured blog address, or null when it is missing or not a web address. */
export function readBlogUrl(): string | null {
  return parseBlogUrl(import.meta.env.VITE_BLOG_URL);
}
