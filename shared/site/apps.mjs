// @ts-check
/**
 * The one table of the site's apps: each app's folder name, its local port and, for a remote,
 * the pages it serves. Everything else is derived from it: the federation names, the Vite
 * configs, the shell's routes and their types, the servers, the composer, the sitemap and the
 * deploy command. Adding a remote is its folder plus one entry here.
 *
 * A page's `id` names its nav label (`common:nav.<id>`), its fragment files and its module
 * (`./<Id>Page`, built from `src/lifecycles/<Id>Page.ts`); `slug` is its address in pt-BR and,
 * under the language prefix, in every other language (`/faq`, `/en/faq`). The order of the table
 * is the order of the navigation. A page marked `nav: 'footer'` is linked from the footer instead
 * of the main navigation (a reference a visitor looks for there: verification, privacy).
 *
 * A page with a `param` is one page per value, under its slug: `/obras/{id}`, `/en/obras/{id}`
 * (the value is a marketplace id, `PAGE_PARAMETER_PATTERN`). It has no address of its own, so it
 * is in neither the navigation nor the sitemap's fixed part.
 *
 * A page with `live` is data: its HTML is rendered at request time by its remote's own server
 * (the remote's live version, reading the API), and `live.query` names the query of its address
 * that HTML depends on: `'catalogue'` (`catalogueQuery.mjs`), or null for none. That query, read
 * by the page's own rules (`liveParameters`), is all the shell passes on and what its fragment
 * cache is keyed by. Every other page is composed at deploy time.
 */
export const APPS = /** @type {const} */ ([
  { name: 'shell', port: 4173 },
  {
    name: 'mf-catalog',
    port: 4174,
    pages: [
      {
        id: 'home',
        slug: '',
        module: './CatalogPage',
        live: { query: 'catalogue' },
      },
      { id: 'work', slug: 'obras', param: 'id', module: './WorkPage', live: { query: null } },
    ],
  },
  {
    name: 'mf-audiences',
    port: 4177,
    pages: [
      { id: 'authors', slug: 'autores', module: './AuthorsPage' },
      { id: 'distributors', slug: 'distribuidores', module: './DistributorsPage' },
      { id: 'users', slug: 'usuarios', module: './UsersPage' },
      { id: 'howItWorks', slug: 'como-funciona', module: './HowItWorksPage' },
      { id: 'faq', slug: 'faq', module: './FaqPage' },
    ],
  },
  {
    name: 'mf-content',
    port: 4176,
    pages: [
      { id: 'legalBasis', slug: 'fundamentacao-legal', module: './LegalBasisPage' },
      {
        id: 'philosophicalBasis',
        slug: 'fundamentacao-filosofica',
        module: './PhilosophicalBasisPage',
      },
      { id: 'articles', slug: 'artigos', module: './ArticlesPage' },
      { id: 'blog', slug: 'blog', module: './BlogPage' },
      { id: 'privacy', slug: 'privacidade', module: './PrivacyPage', nav: 'footer' },
    ],
  },
  {
    name: 'mf-licenses',
    port: 4175,
    pages: [
      { id: 'myLicenses', slug: 'minhas-licencas', module: './MyLicensesPage' },
      { id: 'verify', slug: 'verificar', module: './VerifyPage', nav: 'footer' },
    ],
  },
  {
    name: 'mf-studio',
    port: 4178,
    pages: [
      { id: 'account', slug: 'conta', module: './AccountPage' },
      { id: 'studio', slug: 'estudio', module: './StudioPage' },
      { id: 'console', slug: 'painel-do-distribuidor', module: './ConsolePage' },
    ],
  },
]);

/** @typedef {(typeof APPS)[number]} App */
/** @typedef {App['name']} AppName */
/** @typedef {Exclude<App, { name: 'shell' }>} RemoteApp */

/** The remotes: every app but the shell. */
export const REMOTE_APPS = /** @type {RemoteApp[]} */ (APPS.filter((app) => app.name !== 'shell'));

/**
 * An app's federation name, as the remotes document and the federation runtime know it:
 * `mf-catalog` → `mf_catalog` (a JavaScript identifier).
 * @param {string} appName
 */
export function federationName(appName) {
  return appName.replace(/-/g, '_');
}

/**
 * The environment variable that moves an app's port: `mf-catalog` → `CATALOG_PORT`.
 * @param {string} appName
 */
export function portVariable(appName) {
  return `${appName.replace(/^mf-/, '').toUpperCase()}_PORT`;
}

/**
 * The port an app is served on: its table port unless its variable says otherwise.
 * @param {AppName} appName
 * @param {Record<string, string | undefined>} [env]
 */
export function appPort(appName, env = globalThis.process?.env ?? {}) {
  const app = findApp(appName);
  const value = env[portVariable(app.name)];
  if (value === undefined || value === '') return app.port;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${portVariable(app.name)}=${value} is not a valid port`);
  }
  return port;
}

/** @param {string} appName */
export function findApp(appName) {
  const app = APPS.find((candidate) => candidate.name === appName);
  if (!app)
    throw new Error(`Unknown app "${appName}"; the apps are ${APPS.map((a) => a.name).join(', ')}`);
  return app;
}

/**
 * The file a page module is built from: `./FaqPage` → `./src/lifecycles/FaqPage.ts`.
 * @param {string} module
 */
export function lifecycleFile(module) {
  return `./src/lifecycles/${module.replace(/^\.\//, '')}.ts`;
}
