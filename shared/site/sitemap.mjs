// @ts-check
import { LANGUAGES } from './languages.mjs';

/** The most addresses one sitemap file may list (the sitemaps protocol's limit). */
export const SITEMAP_MAX_ADDRESSES = 50_000;

/**
 * How many works one file of the works' sitemap lists (and one page of `GET /api/work-ids`): each
 * work has an address per language, so a file stays within `SITEMAP_MAX_ADDRESSES`.
 */
export const SITEMAP_WORKS_PER_FILE = Math.floor(SITEMAP_MAX_ADDRESSES / LANGUAGES.length);
