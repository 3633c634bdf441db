// @ts-check
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, lifecycleFile } from '@fair/shared/site';
import { localeOfModule } from './chunkFileNames.mjs';
import { buildServerModule, folderFetch, importPath } from './serverBuild.mjs';

/** Where a remote's build leaves its pages' HTML, one file per page and language. */
export const FRAGMENTS_DIR = 'fragments';
export const FRAGMENTS_INDEX = 'fragments.json';
/**
 * Where a remote with data pages (`live` in the app table) keeps its pages built for Node: the
 * version's own server build, which its render service runs at request time
 * (tooling/server/renderService.mjs). Never served to browsers.
 */
export const SERVER_DIR = 'server';
export const RENDER_MODULE = `${SERVER_DIR}/render.mjs`;

/**
 * @typedef {{ id: string, slug: string, module: string, param?: string, live?: object }} Page
 * @typedef {{ pages: Record<string, Record<string, { file: string, description?: string }>>, texts: Record<string, string[]> }} FragmentsIndex
 * `pages[id][language]`: the fragment's file (relative to the build) and the page's description.
 * `texts[id]`: the namespaces of the page's own texts (its definition's `texts`), which the
 * composed page preloads in its language; not those its dialogs load on demand.
 */

/**
 * Renders each of a remote's pages in every language into `fragments/<language>/<id>.html`, with
 * the same code and data the browser uses (see @fair/shared/server-render), and lists them in
 * `fragments.json`. The composer puts them into the site's pages; the browser hydrates them. A
 * page with a parameter (a work's) has no HTML of the build's: it exists per request only. A
 * remote with data pages keeps the server build in the version (`RENDER_MODULE`), for its render
 * service.
 * @param {{ root: string, outDir: string, pages: readonly Page[] }} options
 */
export async function renderPageFragments({ root, outDir, pages }) {
  const live = pages.some((page) => page.live !== undefined);
  const imports = pages.map(
    (page, index) =>
      `import { page as page${index} } from ${importPath(join(root, lifecycleFile(page.module)))};`,
  );
  const entryCode = [
    `export { renderPageFragment } from '@fair/shared/server-render';`,
    ...imports,
    `export const pages = { ${pages.map((page, index) => `${JSON.stringify(page.id)}: page${index}`).join(', ')} };`,
  ].join('\n');
  const server = await buildServerModule({
    root,
    name: 'fragments',
    entryCode,
    ...(live ? { outDir: join(outDir, SERVER_DIR), fileName: 'render.mjs' } : {}),
  });
  const baseUrl = `${pathToFileURL(outDir).href}/`;
  const fetch = folderFetch(outDir);
  /** @type {FragmentsIndex} */
  const index = { pages: {}, texts: {} };
  for (const page of pages) {
    const definition = server.pages[page.id];
    if (!definition)
      throw new Error(`${lifecycleFile(page.module)} exports no "page" (definePage)`);
    index.texts[page.id] = [
      ...new Set(Object.keys(definition.texts).map((path) => localeOfModule(path)?.namespace)),
    ].filter((namespace) => namespace !== undefined);
    if (page.param !== undefined) continue;
    /** @type {Record<string, { file: string, description?: string }>} */
    const languages = {};
    index.pages[page.id] = languages;
    for (const language of LANGUAGES) {
      const rendered = await server.renderPageFragment(definition, {
        language,
        pathname: `/${page.slug}`,
        baseUrl,
        fetch,
      });
      const file = `${FRAGMENTS_DIR}/${language}/${page.id}.html`;
      mkdirSync(join(outDir, FRAGMENTS_DIR, language), { recursive: true });
      writeFileSync(join(outDir, file), rendered.html);
      languages[language] = {
        file,
        ...(rendered.description ? { description: rendered.description } : {}),
      };
    }
  }
  writeFileSync(join(outDir, FRAGMENTS_INDEX), `${JSON.stringify(index, null, 2)}\n`);
  return index;
}
