// @ts-check
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  BOOT_SCRIPT_FILE,
  federationName,
  hasParameter,
  LANGUAGES,
  PAGE_MARK,
  PARAM_PLACEHOLDER,
  REMOTE_APPS,
  ROUTES,
  REMOTE_CONTRACT_VERSION,
} from '@fair/shared/site';
import { Layout, localConfig } from '../layout/layout.mjs';
import { SHELL_INTERACTIVE_STYLES } from '../vite/shellConfig.mjs';

/** @param {string} path @param {string} content */
function write(path, content) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

const PROVIDES = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  i18next: '26.7.2',
  'react-i18next': '17.1.13',
  '@fair/shared': '2.0.0',
  'remote-contract': REMOTE_CONTRACT_VERSION,
};

/** The fixture shell's boot script (the composer inlines it into every page). */
export const FIXTURE_BOOT_SCRIPT = '(function(){document.documentElement.dataset.booted="1"})();';

/**
 * A small but complete version of the shell, as its build leaves it: a frame per page and
 * language (with the page mark), a manifest naming its entry, its stylesheet and the stylesheet
 * added with the scripts, build.json.
 * @param {string} dir
 * @param {{ version: string, provides?: Record<string, string>, interactiveStyles?: boolean }} options
 * `interactiveStyles: false`: a shell built before it had a stylesheet added with the scripts.
 */
export function writeShellVersion(dir, { version, provides = PROVIDES, interactiveStyles = true }) {
  /** @type {Record<string, Record<string, { file: string, title: string }>>} */
  const frames = {};
  /** @type {Record<string, { name: string, description: string }>} */
  const site = {};
  for (const language of LANGUAGES) {
    frames[language] = {};
    for (const route of [...ROUTES, null]) {
      const id = route?.id ?? '404';
      const file = `frames/${language}/${id}.html`;
      // A page with a parameter's frame holds the placeholder where the value goes (its links).
      const value = route && hasParameter(route) ? ` ${PARAM_PLACEHOLDER}` : '';
      write(
        join(dir, file),
        `<header>${language} ${id}${value}</header><main><div class="remote-host">${PAGE_MARK}</div></main>`,
      );
      frames[language][id] = { file, title: `${id} · Site` };
    }
    site[language] = { name: 'Site', description: `The site in ${language}` };
  }
  write(join(dir, 'frames.json'), JSON.stringify({ site, frames }));
  write(join(dir, BOOT_SCRIPT_FILE), FIXTURE_BOOT_SCRIPT);
  write(join(dir, 'assets/main-abc.css'), 'body{color:black}');
  write(join(dir, 'assets/main-abc.js'), 'export {}');
  write(join(dir, 'assets/interactive-abc.css'), '.toast{color:black}');
  write(
    join(dir, 'manifest.json'),
    JSON.stringify({
      'src/main.tsx': {
        file: 'assets/main-abc.js',
        isEntry: true,
        css: ['assets/main-abc.css'],
        imports: [],
      },
      ...(interactiveStyles
        ? { [SHELL_INTERACTIVE_STYLES]: { file: 'assets/interactive-abc.css', isEntry: true } }
        : {}),
    }),
  );
  write(
    join(dir, 'build.json'),
    JSON.stringify({ app: 'shell', version, builtAt: '2026-11-23T00:00:00Z', provides }),
  );
}

/**
 * A remote's version: its entry, manifest (one exposed module per page, with a stylesheet), Vite's
 * manifest (with a stylesheet the code asks for on demand, as a dialog's, and each page's module
 * with files it imports that the federation manifest does not list),
 * fragments for every page and language (unless `fragments` is false) and build.json.
 * @param {string} dir
 * @param {{ app: string, version: string, needs?: Record<string, string>, fragments?: boolean, fragmentHtml?: (id: string, language: string) => string }} options
 */
export function writeRemoteVersion(
  dir,
  { app, version, needs = PROVIDES, fragments = true, fragmentHtml },
) {
  const remote = REMOTE_APPS.find((candidate) => candidate.name === app);
  if (!remote) throw new Error(`${app} is not a remote`);
  write(join(dir, 'remoteEntry.js'), 'export const get = () => {}; export const init = () => {};');
  write(join(dir, 'assets/page.css'), `.${app}{margin:0}`);
  write(join(dir, 'assets/dialog-x.css'), `.${app}-dialog{margin:0}`);
  // Each page's texts, and those of a dialog it loads on demand, in every language.
  const locales = remote.pages.flatMap((page) =>
    LANGUAGES.flatMap((l) =>
      [page.id, `${page.id}-dialog`].map((namespace) => ({
        file: `assets/locale-${l}-${namespace}-x.js`,
        src: `src/locales/${l}/${namespace}.json`,
      })),
    ),
  );
  write(
    join(dir, '.vite/manifest.json'),
    JSON.stringify({
      _page: { file: 'assets/page.css', src: '_page' },
      'src/dialog.css': { file: 'assets/dialog-x.css', src: 'src/dialog.css' },
      // Each page's module, which imports a file its federation manifest does not list (as the
      // module that loads shared modules), which imports another.
      ...Object.fromEntries(
        remote.pages.map((page) => [
          `src/${page.id}.ts`,
          { file: `assets/${page.id}.js`, src: `src/${page.id}.ts`, imports: ['_loadShare-x.js'] },
        ]),
      ),
      '_loadShare-x.js': { file: 'assets/loadShare-x.js', imports: ['_runtime-x.js'] },
      '_runtime-x.js': { file: 'assets/runtime-x.js' },
      ...Object.fromEntries(locales.map((locale) => [locale.src, locale])),
    }),
  );
  write(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: federationName(app),
      exposes: remote.pages.map((page) => ({
        path: page.module,
        assets: {
          js: {
            sync: [`assets/${page.id}.js`],
            async: locales
              .map((locale) => locale.file)
              .filter((file) => file.includes(`-${page.id}-`)),
          },
          css: { sync: ['assets/page.css'], async: [] },
        },
      })),
    }),
  );
  if (fragments) {
    /** @type {Record<string, Record<string, { file: string, description: string }>>} */
    const pages = {};
    for (const page of remote.pages) {
      /** @type {Record<string, { file: string, description: string }>} */
      const byLanguage = {};
      for (const language of LANGUAGES) {
        const file = `fragments/${language}/${page.id}.html`;
        write(
          join(dir, file),
          fragmentHtml ? fragmentHtml(page.id, language) : `<h1>${page.id} in ${language}</h1>`,
        );
        byLanguage[language] = { file, description: `${page.id} described in ${language}` };
      }
      pages[page.id] = byLanguage;
    }
    const texts = Object.fromEntries(remote.pages.map((page) => [page.id, [page.id]]));
    write(join(dir, 'fragments.json'), JSON.stringify({ pages, texts }));
  }
  write(
    join(dir, 'build.json'),
    JSON.stringify({ app, version, builtAt: '2026-11-23T00:00:00Z', needs }),
  );
}

/**
 * A layout in a new temporary folder with one version of every app, and the local addresses of
 * the app table's ports.
 */
export function fixtureLayout() {
  const layout = new Layout(mkdtempSync(join(tmpdir(), 'fair-layout-')));
  /** @type {Record<string, string>} */
  const versions = { shell: 'v1' };
  writeShellVersion(layout.versionDir('shell', 'v1'), { version: 'v1' });
  for (const app of REMOTE_APPS) {
    writeRemoteVersion(layout.versionDir(app.name, 'v1'), { app: app.name, version: 'v1' });
    versions[app.name] = 'v1';
  }
  const config = localConfig({});
  layout.writeConfig(config);
  return { layout, versions, config };
}
