// @ts-check
export {
  compose,
  COMPOSITION_FILE,
  createCompositionId,
  PAGES_DIR,
  REMOTES_FILE,
} from './compose.mjs';
export { contentSecurityPolicy, hashSource } from './csp.mjs';
export { robotsTxt, sitemapXml } from './sitemap.mjs';
