// @ts-check
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  checkRemotesDocument,
  entryOrigins,
  federationName,
  FRAGMENT_ATTRIBUTES,
  FRAGMENT_CLASS,
  hasParameter,
  HEAD_MARK,
  headTags,
  isLive,
  jsonForScript,
  LANGUAGES,
  PAGE_MARK,
  pageHead,
  PARAM_PLACEHOLDER,
  REMOTE_APPS,
  ROUTES,
  EMBEDDED_REMOTES_ID,
  BOOT_DATA_ID,
  BOOT_SCRIPT_FILE,
  tag,
} from '@fair/shared/site';
import { localeOfModule } from '../vite/chunkFileNames.mjs';
import { precompressFolder } from '../vite/precompress.mjs';
import { SHELL_ENTRY, SHELL_INTERACTIVE_STYLES } from '../vite/shellConfig.mjs';
import { contentSecurityPolicy, hashSource } from './csp.mjs';
import { LIVE_DIR, splitTemplate } from './livePage.mjs';
import { robotsTxt, sitemapXml } from './sitemap.mjs';

/** @import { Layout, LayoutConfig } from '../layout/layout.mjs' */
/** @import { Language, Route } from '@fair/shared/site' */

/**
 * Where a composition keeps its pages: `pages/<language>/<page id>.html`, `pages/<language>/404.html`.
 * A data page (`live` in the app table) is a template instead, `live/<language>/<page id>.json`,
 * which the shell's server completes at request time (tooling/compose/livePage.mjs).
 */
export const PAGES_DIR = 'pages';
export const COMPOSITION_FILE = 'composition.json';
export const REMOTES_FILE = 'remotes.json';
/** The largest page fragment composed; a bigger one is left out as broken. */
const MAX_FRAGMENT_BYTES = 2 * 1024 * 1024;
/** What a rendered page's HTML never contains: it would run or restyle outside its area. */
const FORBIDDEN_IN_FRAGMENT =
  /<\/?(script|style|link|meta|html|head|body|base|iframe)\b|<!--fair:/i;

/**
 * A composition: `csp` is the policy of a page with none of its own (the 404 page, a composition
 * older than `pageCsp`), `pageCsp` each page's by route id, which allows the styles that page
 * inlines and no other (its answer's headers carry no hash it does not need).
 * @typedef {{ id: string, versions: Record<string, string>, createdAt: string,
 *   document: { remotes: Record<string, string> }, csp: string, pageCsp: Record<string, string>,
 *   problems: string[] }} Composition
 */

/** @param {string} path */
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** A new composition's id: when it was made and a random part. */
export function createCompositionId(now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `c${stamp}-${randomBytes(3).toString('hex')}`;
}

/**
 * Adds to `files` the files of the chunks `keys` name in a Vite manifest, and of what they import
 * statically, once each.
 * @param {Record<string, { file: string, imports?: string[] }>} manifest
 * @param {string[] | undefined} keys
 * @param {Set<string>} files
 */
function addStaticImports(manifest, keys, files) {
  for (const key of keys ?? []) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) continue;
    files.add(chunk.file);
    addStaticImports(manifest, chunk.imports, files);
  }
  return files;
}

/**
 * The shell's part of every page: frames, title, entry files, the stylesheet inlined in every page
 * and the one added with the scripts.
 * @param {string} dir the shell version's folder
 * @param {string} base its public path (`/v/<version>/`)
 */
function readShell(dir, base) {
  const frames = readJson(join(dir, 'frames.json'));
  const manifest =
    /** @type {Record<string, { file: string, name?: string, css?: string[], imports?: string[], isEntry?: boolean, src?: string }>} */ (
      readJson(join(dir, 'manifest.json'))
    );
  const entry = manifest[SHELL_ENTRY];
  if (!entry) throw new Error(`the shell build has no entry ${SHELL_ENTRY} in its manifest`);
  // A shell built before it had one inlines every style: nothing to add.
  const interactiveStyles = manifest[SHELL_INTERACTIVE_STYLES]?.file;
  const imports = addStaticImports(manifest, entry.imports, new Set());
  const css = (entry.css ?? []).map((file) => readFileSync(join(dir, file), 'utf8'));
  // The boot script every page runs before its first paint, inlined (shell/src/boot).
  const boot = readFileSync(join(dir, BOOT_SCRIPT_FILE), 'utf8');
  /** @param {Language} language */
  const texts = (language) =>
    Object.values(manifest).find((chunk) => chunk.name === `locale-${language}-shell`)?.file;
  return {
    frames,
    css,
    boot,
    script: `${base}${entry.file}`,
    interactiveStyles: interactiveStyles ? [`${base}${interactiveStyles}`] : [],
    /** @param {Language} language */
    preloads: (language) =>
      [...imports, texts(language)]
        .filter((file) => typeof file === 'string')
        .map((file) => `${base}${file}`),
  };
}

/**
 * A remote's part of its pages: its entry, and for each page its files, styles, data and the
 * fragments its build rendered.
 * @param {string} app
 * @param {string} dir the remote version's folder
 * @param {string} base its public address (`http://…/<version>/`)
 * @param {string[]} problems
 */
function readRemote(app, dir, base, problems) {
  /** @type {{ exposes?: { path: string, assets: { js: { sync: string[], async: string[] }, css: { sync: string[] } }, data?: string[] }[] }} */
  const manifest = readJson(join(dir, 'mf-manifest.json'));
  const inlined = new Set(manifest.exposes?.flatMap((expose) => expose.assets.css.sync) ?? []);
  /** @type {Record<string, { file: string, src?: string, imports?: string[] }>} */
  let built = {};
  const builtManifest = join(dir, '.vite', 'manifest.json');
  try {
    // A build without Vite's manifest asks for no stylesheet on demand.
    if (existsSync(builtManifest)) built = readJson(builtManifest);
  } catch (error) {
    problems.push(`${app}: Vite's manifest unread (${/** @type {Error} */ (error).message})`);
  }
  // The stylesheets its code imports on demand (a dialog's): no page inlines them.
  const onDemandStyles = [
    ...new Set(
      Object.values(built)
        .map((chunk) => chunk.file)
        .filter((file) => file.endsWith('.css') && !inlined.has(file)),
    ),
  ];
  // Each locale file's language and namespace, from the module it was built from.
  const locales = new Map(
    Object.values(built).flatMap((chunk) => {
      const locale = localeOfModule(chunk.src ?? '');
      return locale ? [[chunk.file, locale]] : [];
    }),
  );
  // Each built file's static imports, by file: a page's code imports some files its federation
  // manifest does not list (the module that loads shared modules, `__loadShare__`), which the
  // browser would otherwise discover only once it runs the page's module, a round trip later.
  const chunkByFile = new Map(Object.values(built).map((chunk) => [chunk.file, chunk]));
  /** @param {string[]} files */
  const withStaticImports = (files) => {
    const all = new Set(files);
    for (const file of files) addStaticImports(built, chunkByFile.get(file)?.imports, all);
    return [...all];
  };
  /** @type {{ pages?: Record<string, Record<string, { file: string, description?: string }>>, texts?: Record<string, string[]> }} */
  let fragments = {};
  try {
    fragments = readJson(join(dir, 'fragments.json'));
  } catch (error) {
    problems.push(`${app}: no fragments list (${/** @type {Error} */ (error).message})`);
  }
  return {
    entry: `${base}remoteEntry.js`,
    onDemandStyles: onDemandStyles.map((file) => `${base}${file}`),
    /** @param {Route} route */
    expose: (route) => manifest.exposes?.find((expose) => expose.path === route.module),
    /**
     * The files a page's code needs before it runs: those its federation manifest lists, and
     * what they import statically (Vite's manifest), so that all are hinted at once.
     * @param {string[]} files
     */
    scripts: withStaticImports,
    /**
     * The page's own texts in a language, among the files its code may load (`files`): the
     * namespaces its definition names, not those its dialogs load on demand. A build that does
     * not say which they are (older than that list): every text of the language.
     * @param {Route} route
     * @param {Language} language
     * @param {string[]} files
     */
    texts(route, language, files) {
      const own = fragments.texts?.[route.id];
      return files.filter((file) => {
        const locale = locales.get(file);
        return own && locale
          ? locale.language === language && own.includes(locale.namespace)
          : file.includes(`/locale-${language}-`);
      });
    },
    /** @param {string} file */
    css: (file) => readFileSync(join(dir, file), 'utf8'),
    /**
     * @param {Route} route
     * @param {Language} language
     */
    fragment(route, language) {
      const listed = fragments.pages?.[route.id]?.[language];
      if (!listed) {
        problems.push(`${route.app}: no fragment of ${route.id} in ${language}`);
        return undefined;
      }
      try {
        const html = readFileSync(join(dir, listed.file));
        if (html.length > MAX_FRAGMENT_BYTES)
          throw new Error(`larger than ${MAX_FRAGMENT_BYTES} bytes`);
        const text = html.toString('utf8');
        if (FORBIDDEN_IN_FRAGMENT.test(text))
          throw new Error('holds markup a page fragment may not have');
        return { html: text, description: listed.description };
      } catch (error) {
        problems.push(
          `${route.app}: fragment of ${route.id} in ${language} left out (${/** @type {Error} */ (error).message})`,
        );
        return undefined;
      }
    },
  };
}

/**
 * Composes the site's pages for one set of versions: each page in each language is the shell's
 * frame with the page's fragment (rendered by its remote's build) in its area, a head with its
 * title, description, canonical and alternate links, styles inlined, and the files it needs
 * hinted. A missing or broken fragment leaves the page without it (the browser then renders it);
 * a missing remote leaves its pages to the browser's fallback. No remote code runs here.
 *
 * The composition is written to a folder of its own and made complete before anything points to
 * it; switching to it is the caller's (under the layout's lock).
 * @param {{ layout: Layout, config: LayoutConfig, versions: Record<string, string>, id?: string }} options
 * @returns {Composition}
 */
export function compose({ layout, config, versions, id = createCompositionId() }) {
  /** @type {string[]} */
  const problems = [];
  const shellVersion = versions.shell;
  if (!shellVersion || !layout.hasVersion('shell', shellVersion)) {
    throw new Error(`the shell version ${shellVersion} is not in the layout`);
  }
  const shellBase = `/v/${shellVersion}/`;
  const shell = readShell(layout.versionDir('shell', shellVersion), shellBase);

  /** @type {Record<string, string>} */
  const remotes = {};
  /** @type {Record<string, ReturnType<typeof readRemote>>} */
  const remoteParts = {};
  for (const app of REMOTE_APPS) {
    const version = versions[app.name];
    if (!version || !layout.hasVersion(app.name, version)) {
      problems.push(
        `${app.name}: no version ${version ?? '(none)'} in the layout; its pages are left to their fallback`,
      );
      continue;
    }
    const base = `${config.apps[app.name]}/${version}/`;
    try {
      remoteParts[app.name] = readRemote(
        app.name,
        layout.versionDir(app.name, version),
        base,
        problems,
      );
      remotes[federationName(app.name)] = `${base}remoteEntry.js`;
    } catch (error) {
      problems.push(
        `${app.name}: its build could not be read (${/** @type {Error} */ (error).message})`,
      );
    }
  }
  const document = { remotes };
  const checked = checkRemotesDocument(document);
  if (checked.kind === 'broken')
    throw new Error(`the remotes document is broken: ${checked.reason}`);
  for (const [name, reason] of Object.entries(checked.unusable))
    problems.push(`${name}: ${reason}`);
  const embedded = `<script type="application/json" id="${EMBEDDED_REMOTES_ID}">${jsonForScript({ remotes: checked.entries })}</script>`;

  const dir = layout.compositionDir(id);
  const staging = `${dir}.${process.pid}.partial`;
  rmSync(staging, { recursive: true, force: true });
  /** The styles each page inlines, by route id ('' for the 404 page). */
  /** @type {Map<string, Set<string>>} */
  const styles = new Map();
  const site = config.site.replace(/\/$/, '');

  /**
   * @param {Language} language
   * @param {Route | null} route
   */
  const page = (language, route) => {
    const frame = shell.frames.frames[language]?.[route?.id ?? '404'];
    if (!frame) throw new Error(`the shell has no frame for ${route?.id ?? '404'} in ${language}`);
    const frameHtml = readFileSync(
      join(layout.versionDir('shell', shellVersion), frame.file),
      'utf8',
    );
    const remote = route ? remoteParts[route.app] : undefined;
    const expose = route && remote ? remote.expose(route) : undefined;
    // A page with a parameter has no fragment of the build's: its HTML is rendered per request.
    const fragment =
      route && remote && expose && !hasParameter(route)
        ? remote.fragment(route, language)
        : undefined;
    // The element a page's HTML goes in, naming what rendered it (the page hydrates only its own).
    const wrapper =
      route && remote
        ? tag('div', {
            class: FRAGMENT_CLASS,
            [FRAGMENT_ATTRIBUTES.entry]: remote.entry,
            [FRAGMENT_ATTRIBUTES.page]: route.id,
            [FRAGMENT_ATTRIBUTES.language]: language,
          })
        : undefined;
    // A page's frame holds its area (the 404 page's has none: its content is the shell's).
    if (route && !frameHtml.includes(PAGE_MARK))
      throw new Error(`the shell's frame of ${route?.id ?? '404'} in ${language} has no page mark`);
    const pageStyles = [
      ...shell.css,
      ...(expose && remote ? expose.assets.css.sync.map(remote.css) : []),
    ];
    const inlined = styles.get(route?.id ?? '') ?? new Set();
    for (const css of pageStyles) inlined.add(css);
    styles.set(route?.id ?? '', inlined);
    const siteText = shell.frames.site[language];
    const description = fragment?.description ?? siteText.description;
    /** @type {import('@fair/shared/site').PageHead} */
    const described = {
      site,
      language,
      page: route ? { route, param: PARAM_PLACEHOLDER } : null,
      siteName: siteText.name,
      title: frame.title,
      description,
    };
    const head = pageHead({
      described: HEAD_MARK,
      styles: pageStyles,
      expect: EMBEDDED_REMOTES_ID,
    });
    const addedStyles = [...shell.interactiveStyles];
    /** @type {import('@fair/shared/site').BootData} */
    const boot = {
      modules: [shell.script],
      preload: shell.preloads(language),
      fetch: [],
      styles: addedStyles,
    };
    if (route && remote && expose) {
      const base = remote.entry.replace(/remoteEntry\.js$/, '');
      const texts = remote.texts(route, language, expose.assets.js.async);
      boot.preload.push(
        remote.entry,
        ...[...remote.scripts(expose.assets.js.sync), ...texts].map((file) => base + file),
      );
      boot.fetch.push(...(expose.data ?? []).map((file) => base + file));
      // The remote's styles for what appears only once it runs (its dialogs), which its code
      // imports on demand: not inlined, added with the scripts.
      addedStyles.push(...remote.onDemandStyles);
    }
    const scripts = [
      `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(boot)}</script>`,
      `<script>${shell.boot}</script>`,
    ].join('\n');
    const html = `<!doctype html>\n<html lang="${language}">\n<head>\n${head}\n</head>\n<body>\n<div id="root">${frameHtml}</div>\n${embedded}\n${scripts}\n</body>\n</html>\n`;
    return { html, described, wrapper, fragment };
  };

  for (const language of LANGUAGES) {
    for (const route of ROUTES) {
      const composed = page(language, route);
      if (isLive(route)) {
        // A data page: the template the shell's server completes for each request, with what it
        // answers when the page's remote cannot (the deploy-time HTML, if the build rendered some).
        /** @type {import('./livePage.mjs').LiveTemplate} */
        const template = {
          ...splitTemplate(composed.html),
          wrapper: composed.wrapper ?? null,
          described: composed.described,
          fragment: composed.fragment?.html ?? null,
        };
        writeInto(staging, `${LIVE_DIR}/${language}/${route.id}.json`, JSON.stringify(template));
      } else {
        writeInto(staging, `${PAGES_DIR}/${language}/${route.id}.html`, fill(composed));
      }
    }
    writeInto(staging, `${PAGES_DIR}/${language}/404.html`, fill(page(language, null)));
  }
  writeInto(staging, 'sitemap.xml', sitemapXml(site));
  writeInto(staging, 'robots.txt', robotsTxt(site));
  writeInto(staging, REMOTES_FILE, `${JSON.stringify(document, null, 2)}\n`);
  const policy = (/** @type {Set<string>} */ inlined) =>
    contentSecurityPolicy({
      origins: entryOrigins(checked.entries),
      styleHashes: [...inlined].map(hashSource),
      scriptHashes: [hashSource(shell.boot)],
    });
  const csp = policy(styles.get('') ?? new Set());
  const pageCsp = Object.fromEntries(
    ROUTES.map((route) => [route.id, policy(styles.get(route.id) ?? new Set())]),
  );
  /** @type {Composition} */
  const composition = {
    id,
    versions,
    createdAt: new Date().toISOString(),
    document,
    csp,
    pageCsp,
    problems,
  };
  writeInto(staging, COMPOSITION_FILE, `${JSON.stringify(composition, null, 2)}\n`);
  precompressFolder(staging);
  mkdirSync(dirname(dir), { recursive: true });
  renameSync(staging, dir);
  return composition;
}

/**
 * A page composed at deploy time: its head and its page's HTML in their places.
 * @param {{ html: string, described: import('@fair/shared/site').PageHead, wrapper: string | undefined, fragment: { html: string } | undefined }} composed
 */
function fill({ html, described, wrapper, fragment }) {
  const area = wrapper && fragment ? `${wrapper}${fragment.html}</div>` : '';
  return html.replace(HEAD_MARK, () => headTags(described)).replace(PAGE_MARK, () => area);
}

/**
 * @param {string} dir
 * @param {string} file
 * @param {string} content
 */
function writeInto(dir, file, content) {
  const path = join(dir, file);
  if (!existsSync(dirname(path))) mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}
