import { randomInt } from 'node:crypto';

/**
 * An id made from a name: lower-case letters and digits joined by dashes, accents dropped
 * (`Música Livre` → `musica-livre`), at most `max` characters; `fallback` when nothing is left.
 */
export function slugOf(name: string, max: number, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return slug || fallback;
}

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** A short random suffix that keeps ids apart (`-7k2m`). */
export function randomSuffix(length = 4): string {
  let suffix = '';
  for (let i = 0; i < length; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return suffix;
}
