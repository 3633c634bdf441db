// @ts-check
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  FIXED_ROUTES,
  FRAGMENT_ATTRIBUTES,
  hasParameter,
  headTags,
  isLive,
  LANGUAGES,
  pagePath,
  PARAM_PLACEHOLDER,
  REMOTE_APPS,
  ROUTES,
} from '@fair/shared/site';
import {
  FIXTURE_BOOT_SCRIPT,
  fixtureLayout,
  writeRemoteVersion,
  writeShellVersion,
} from '../test/fixtureLayout.mjs';
import { compose, PAGES_DIR } from './compose.mjs';
import { hashSource } from './csp.mjs';
import { assembleLivePage, LIVE_DIR } from './livePage.mjs';

/** @type {string[]} */
const made = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setup() {
  const fixture = fixtureLayout();
  made.push(fixture.layout.root);
  return fixture;
}

/**
 * A page of the app table by its id, with the remote that serves it (`app`, `remote`): the tests
 * name pages, and the app table says whose they are.
 * @param {string} id
 */
function route(id) {
  const found = ROUTES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no page "${id}" in the app table`);
  return found;
}
const home = route('home');
const faq = route('faq');
const authors = route('authors');
const articles = route('articles');
const myLicenses = route('myLicenses');
/** A page with a parameter (a work's). */
const work = ROUTES.find(hasParameter);
if (!work) throw new Error('the app table has no page with a parameter');

/**
 * A data page's template as the composer wrote it.
 * @param {import('../layout/layout.mjs').Layout} layout @param {string} id @param {string} language @param {string} page
 * @returns {import('./livePage.mjs').LiveTemplate}
 */
const templateOf = (layout, id, language, page) =>
  JSON.parse(
    readFileSync(join(layout.compositionDir(id), LIVE_DIR, language, `${page}.json`), 'utf8'),
  );

/**
 * A page as the server answers it from the composition alone: a composed page as written, a data
 * page as its template with what was composed at deploy time (what the server answers when the
 * page's remote cannot render it).
 * @param {import('../layout/layout.mjs').Layout} layout @param {string} id @param {string} language @param {string} page
 */
function pageOf(layout, id, language, page) {
  const live = ROUTES.find((candidate) => candidate.id === page);
  if (live && isLive(live)) {
    const template = templateOf(layout, id, language, page);
    return assembleLivePage(template, {
      described: headTags(template.described),
      html: template.fragment,
    });
  }
  return readFileSync(join(layout.compositionDir(id), PAGES_DIR, language, `${page}.html`), 'utf8');
}

describe('the composer', () => {
  it('writes every page in every language, and a 404 page per language', () => {
    const { layout, versions, config } = setup();
    const composition = compose({ layout, config, versions });
    expect(composition.problems).toEqual([]);
    for (const language of LANGUAGES) {
      for (const route of FIXED_ROUTES)
        expect(pageOf(layout, composition.id, language, route.id)).toContain('<!doctype html>');
      expect(pageOf(layout, composition.id, language, '404')).toContain(
        '<meta name="robots" content="noindex">',
      );
    }
  });

  it("puts a page's fragment in its area, marked with the entry that rendered it", () => {
    const { layout, versions, config } = setup();
    const { id } = compose({ layout, config, versions });
    const html = pageOf(layout, id, 'fi', faq.id);
    expect(html).toContain(`<h1>${faq.id} in fi</h1>`);
    expect(html).toContain(
      `${FRAGMENT_ATTRIBUTES.entry}="${config.apps[faq.app]}/v1/remoteEntry.js"`,
    );
    expect(html).toContain('<html lang="fi">');
    expect(html).toContain(`<link rel="canonical" href="${config.site}${pagePath(faq, 'fi')}">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${config.site}${pagePath(faq, DEFAULT_LANGUAGE)}">`,
    );
    expect(html).toContain(`<meta name="description" content="${faq.id} described in fi">`);
  });

  it('composes a page without its fragment when the remote rendered none (the browser renders it)', () => {
    const { layout, versions, config } = setup();
    writeRemoteVersion(layout.versionDir(articles.app, 'v2'), {
      app: articles.app,
      version: 'v2',
      fragments: false,
    });
    const { id, problems } = compose({
      layout,
      config,
      versions: { ...versions, [articles.app]: 'v2' },
    });
    const html = pageOf(layout, id, 'en', articles.id);
    expect(html).not.toContain(FRAGMENT_ATTRIBUTES.entry);
    expect(html).toContain('<div class="remote-host"></div>');
    expect(
      problems.some((problem) => problem.startsWith(`${articles.app}: no fragments list`)),
    ).toBe(true);
    // The other remotes' pages keep theirs.
    for (const other of FIXED_ROUTES.filter((route) => route.app !== articles.app)) {
      expect(pageOf(layout, id, 'en', other.id)).toContain(`<h1>${other.id} in en</h1>`);
    }
  });

  it('leaves out a broken fragment (one that would run or restyle outside its area) and says so', () => {
    const { layout, versions, config } = setup();
    // Two pages of one remote: one fragment broken, the other as it should be.
    expect(authors.app).toBe(faq.app);
    writeRemoteVersion(layout.versionDir(faq.app, 'v2'), {
      app: faq.app,
      version: 'v2',
      fragmentHtml: (page, language) =>
        page === faq.id ? '<script>alert(1)</script>' : `<h1>${page} in ${language}</h1>`,
    });
    const { id, problems } = compose({
      layout,
      config,
      versions: { ...versions, [faq.app]: 'v2' },
    });
    expect(pageOf(layout, id, 'en', faq.id)).not.toContain('alert(1)');
    expect(pageOf(layout, id, 'en', authors.id)).toContain(`<h1>${authors.id} in en</h1>`);
    expect(problems).toContain(
      `${faq.app}: fragment of ${faq.id} in en left out (holds markup a page fragment may not have)`,
    );
  });

  it('leaves out a fragment file that is missing, and keeps composing', () => {
    const { layout, versions, config } = setup();
    rmSync(
      join(layout.versionDir(myLicenses.app, 'v1'), 'fragments', 'sv', `${myLicenses.id}.html`),
    );
    const { id, problems } = compose({ layout, config, versions });
    expect(pageOf(layout, id, 'sv', myLicenses.id)).not.toContain(FRAGMENT_ATTRIBUTES.entry);
    expect(pageOf(layout, id, 'en', myLicenses.id)).toContain(FRAGMENT_ATTRIBUTES.entry);
    expect(problems.some((problem) => problem.includes(`${myLicenses.id} in sv left out`))).toBe(
      true,
    );
  });

  it('composes without a remote whose version is missing: its pages are left to the fallback', () => {
    const { layout, versions, config } = setup();
    const { id, document, problems } = compose({
      layout,
      config,
      versions: { ...versions, [home.app]: 'gone' },
    });
    expect(document.remotes[home.remote]).toBeUndefined();
    expect(pageOf(layout, id, 'en', home.id)).not.toContain(FRAGMENT_ATTRIBUTES.entry);
    expect(problems[0]).toMatch(new RegExp(`^${home.app}: no version gone`));
  });

  it('refuses to compose without the shell', () => {
    const { layout, versions, config } = setup();
    expect(() => compose({ layout, config, versions: { ...versions, shell: 'gone' } })).toThrow(
      /shell version gone/,
    );
  });

  it('allows in its CSP exactly the remotes, the boot loader and the inline styles it wrote', () => {
    const { layout, versions, config } = setup();
    const { csp } = compose({ layout, config, versions });
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src'));
    const remotes = REMOTE_APPS.map((remote) => config.apps[remote.name]).sort();
    expect(scriptSrc).toBe(
      `script-src 'self' ${hashSource(FIXTURE_BOOT_SCRIPT)} ${remotes.join(' ')}`,
    );
    expect(csp).toMatch(/style-src 'self' 'sha256-[^']+'/);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('gives each page a policy that allows the styles it inlines and no other', () => {
    const { layout, versions, config } = setup();
    const { id, csp, pageCsp } = compose({ layout, config, versions });
    /** The hashes a policy allows for styles. @param {string} policy */
    const allowed = (policy) =>
      policy
        .split('; ')
        .find((directive) => directive.startsWith('style-src'))
        ?.split(' ')
        .filter((source) => source.startsWith("'sha256-"))
        .sort();
    /** The hashes of the styles a page's HTML inlines. @param {string} html */
    const inlined = (html) =>
      [...new Set([...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? ''))]
        .map(hashSource)
        .sort();
    expect(Object.keys(pageCsp).sort()).toEqual(ROUTES.map((each) => each.id).sort());
    for (const each of ROUTES) {
      const hashes = inlined(pageOf(layout, id, 'en', each.id));
      expect(hashes.length).toBeGreaterThan(0);
      expect(allowed(pageCsp[each.id] ?? '')).toEqual(hashes);
    }
    // The 404 page inlines the shell's styles alone, which every page inlines too.
    const notFound = readFileSync(
      join(layout.compositionDir(id), PAGES_DIR, 'en', '404.html'),
      'utf8',
    );
    expect(allowed(csp)).toEqual(inlined(notFound));
    const withRemote = allowed(pageCsp[home.id] ?? '') ?? [];
    expect(withRemote.length).toBeGreaterThan(allowed(csp)?.length ?? 0);
    for (const hash of allowed(csp) ?? []) expect(withRemote).toContain(hash);
  });

  it('starts scripts only after the first paint: no script or script hint in the head', () => {
    const { layout, versions, config } = setup();
    const { id } = compose({ layout, config, versions });
    const html = pageOf(layout, id, 'en', home.id);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script|modulepreload|rel="preload"/);
    const boot = JSON.parse(
      /<script type="application\/json" id="fair-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    expect(boot.modules).toEqual(['/v/v1/assets/main-abc.js']);
    expect(boot.preload).toContain(`${config.apps[home.app]}/v1/remoteEntry.js`);
    expect(boot.preload).toContain(`${config.apps[home.app]}/v1/assets/locale-en-${home.id}-x.js`);
    // The page's module and what it imports, though the federation manifest lists only the
    // module: all hinted at once, not discovered a round trip later.
    for (const file of [`${home.id}.js`, 'loadShare-x.js', 'runtime-x.js']) {
      expect(boot.preload).toContain(`${config.apps[home.app]}/v1/assets/${file}`);
    }
    expect(boot.preload.some((/** @type {string} */ file) => file.includes('locale-fi-'))).toBe(
      false,
    );
    // Only the page's own texts: not those of what it loads on demand (a dialog's).
    expect(
      boot.preload.filter((/** @type {string} */ file) => file.includes('/assets/locale-')),
    ).toEqual([`${config.apps[home.app]}/v1/assets/locale-en-${home.id}-x.js`]);
    // What appears only once the page runs is styled by sheets added with the scripts: the
    // shell's, and those the page's remote asks for on demand; neither is in the HTML.
    expect(boot.styles).toEqual([
      '/v/v1/assets/interactive-abc.css',
      `${config.apps[home.app]}/v1/assets/dialog-x.css`,
    ]);
    expect(html).not.toContain('.toast{color:black}');
    expect(html).not.toContain('-dialog{margin:0}');
    expect(html).toContain(`.${home.app}{margin:0}`);
  });

  it('composes with a shell built before it had styles to add with the scripts', () => {
    const { layout, versions, config } = setup();
    writeShellVersion(layout.versionDir('shell', 'v0'), {
      version: 'v0',
      interactiveStyles: false,
    });
    const { id } = compose({ layout, config, versions: { ...versions, shell: 'v0' } });
    const html = pageOf(layout, id, 'en', home.id);
    const boot = JSON.parse(
      /<script type="application\/json" id="fair-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    expect(boot.modules).toEqual(['/v/v0/assets/main-abc.js']);
    expect(boot.styles).toEqual([`${config.apps[home.app]}/v1/assets/dialog-x.css`]);
  });

  it('paints nothing before the whole frame and page are parsed (no half-parsed first paint)', () => {
    const { layout, versions, config } = setup();
    const { id } = compose({ layout, config, versions });
    const html = pageOf(layout, id, 'en', 'faq');
    const expected = /<link rel="expect" href="#([^"]+)" blocking="render">/.exec(html);
    expect(expected).not.toBeNull();
    // The element it waits for comes after the frame and the page's fragment.
    const target = html.indexOf(`id="${expected?.[1]}"`);
    expect(target).toBeGreaterThan(html.indexOf('<h1>faq in en</h1>'));
    expect(target).toBeGreaterThan(html.indexOf('</main>'));
  });

  it('writes a sitemap of every page in every language with its alternates, and robots.txt', () => {
    const { layout, versions, config } = setup();
    const { id } = compose({ layout, config, versions });
    const sitemap = readFileSync(join(layout.compositionDir(id), 'sitemap.xml'), 'utf8');
    expect(sitemap.match(/<loc>/g)).toHaveLength(FIXED_ROUTES.length * LANGUAGES.length);
    // Each address names every language's and the default one (x-default).
    expect(sitemap.match(/<xhtml:link /g)).toHaveLength(
      FIXED_ROUTES.length * LANGUAGES.length * (LANGUAGES.length + 1),
    );
    expect(sitemap).not.toContain(`/${work.slug}/`);
    expect(readFileSync(join(layout.compositionDir(id), 'robots.txt'), 'utf8')).toContain(
      `Sitemap: ${config.site}/sitemap.xml`,
    );
  });

  it('leaves each data page as a template the server completes: its head and its HTML per request', () => {
    const { layout, versions, config } = setup();
    const { id } = compose({ layout, config, versions });
    for (const live of ROUTES.filter(isLive)) {
      expect(existsSync(join(layout.compositionDir(id), PAGES_DIR, 'en', `${live.id}.html`))).toBe(
        false,
      );
      const template = templateOf(layout, id, 'en', live.id);
      expect(template.wrapper).toContain(`${FRAGMENT_ATTRIBUTES.page}="${live.id}"`);
      expect(template.described.title).toBe(`${live.id} · Site`);
      const answered = assembleLivePage(template, {
        described: '<title>Answered</title>',
        html: '<h1>Rendered now</h1>',
        param: 'a-work',
      });
      expect(answered).toMatch(/<head>\n<meta charset="utf-8">\n.*\n<title>Answered<\/title>/);
      expect(answered).toContain(`${template.wrapper}<h1>Rendered now</h1></div>`);
      expect(answered).not.toContain(PARAM_PLACEHOLDER);
    }
    // The home page keeps its build's HTML (the answer when its remote cannot render in time); a
    // page with a parameter has none (it then renders in the browser).
    expect(templateOf(layout, id, 'en', home.id).fragment).toBe(`<h1>${home.id} in en</h1>`);
    expect(templateOf(layout, id, 'en', work.id).fragment).toBeNull();
  });

  it("puts a work's address in its frame's links (the language links point to the same work)", () => {
    const { layout, versions, config } = setup();
    const { id } = compose({ layout, config, versions });
    const template = templateOf(layout, id, 'fi', work.id);
    // The fixture's frame repeats the placeholder, as the shell's language links do.
    const frame = `${template.middle}${template.bottom}`;
    expect(frame).toContain(PARAM_PLACEHOLDER);
    const answered = assembleLivePage(template, {
      described: headTags({ ...template.described, page: { route: work, param: 'a-work' } }),
      html: null,
      param: 'a-work',
    });
    expect(answered).toContain(
      `<link rel="canonical" href="${config.site}/fi/${work.slug}/a-work">`,
    );
    expect(answered).toContain(`<header>fi ${work.id} a-work</header>`);
    expect(answered).toContain('<div class="remote-host"></div>');
  });

  it('writes the page whole before the composition folder exists', () => {
    const { layout, versions, config } = setup();
    writeFileSync(join(layout.root, 'probe'), '');
    const { id } = compose({ layout, config, versions, id: 'c-test' });
    expect(id).toBe('c-test');
    expect(
      readFileSync(join(layout.compositionDir('c-test'), 'composition.json'), 'utf8'),
    ).toContain('"id": "c-test"');
  });
});
