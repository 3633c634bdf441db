// @ts-check
import { createHash } from 'node:crypto';

/**
 * A CSP source for inline code: its SHA-256, so the policy allows exactly that code.
 * @param {string} code
 */
export function hashSource(code) {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

/**
 * The shell's Content-Security-Policy for a composition: scripts, styles and requests only from
 * the site itself and the origins of the remotes its document names (checked by the site's one
 * validator, so an entry can never add a wildcard or a directive), inline styles and the one boot loader only by hash.
 * @param {{ origins: string[], styleHashes: string[], scriptHashes?: string[] }} sources
 */
export function contentSecurityPolicy({ origins, styleHashes, scriptHashes = [] }) {
  const remotes = origins.join(' ');
  const list = (/** @type {string[]} */ ...parts) => parts.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes, remotes)}`,
    `style-src ${list("'self'", ...styleHashes, remotes)}`,
    `connect-src ${list("'self'", remotes)}`,
    `img-src ${list("'self'", 'data:', remotes)}`,
    `font-src ${list("'self'", remotes)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
