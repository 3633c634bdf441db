// @ts-check
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FRAGMENT_ATTRIBUTES, LANGUAGES, REMOTE_APPS, ROUTES } from '@fair/shared/site';
import { fixtureLayout, writeRemoteVersion } from '../test/fixtureLayout.mjs';
import { BOOT_SCRIPT } from './boot.mjs';
import { compose, PAGES_DIR } from './compose.mjs';
import { hashSource } from './csp.mjs';

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

/** @param {import('../layout/layout.mjs').Layout} layout @param {string} id @param {string} language @param {string} page */
const pageOf = (layout, id, language, page) =>
  readFileSync(join(layout.compositionDir(id), PAGES_DIR, language, `${page}.html`), 'utf8');

describe('the composer', () => {
  it('writes every page in every language, and a 404 page per language', () => {
    const { layout, versions, config } = setup();
    const composition = compose({ layout, config, versions });
    expect(composition.problems).toEqual([]);
    for (const language of LANGUAGES) {
      for (const route of ROUTES)
        expect(pageOf(layout, composition.id, language, route.id)).toContain('<!doctype html>');
      expect(pageOf(layout, composition.id, language, '404')).toContain(
        '<meta name="robots" content="noindex">',
      );
    }
  });

  it("puts a page's fragment in its area, marked with the entry that rendered it", () => {
    const { layout, versions, config } = setup();
    const { id } = compose({ layout, config, versions });
    const html = pageOf(layout, id, 'fi', 'faq');
    expect(html).toContain('<h1>faq in fi</h1>');
    expect(html).toContain(
      `${FRAGMENT_ATTRIBUTES.entry}="${config.apps['mf-audiences']}/v1/remoteEntry.js"`,
    );
    expect(html).toContain('<html lang="fi">');
    expect(html).toContain('<link rel="canonical" href="http://localhost:4173/fi/faq">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://localhost:4173/faq">',
    );
    expect(html).toContain('<meta name="description" content="faq described in fi">');
  });

  it('composes a page without its fragment when the remote rendered none (the browser renders it)', () => {
    const { layout, versions, config } = setup();
    writeRemoteVersion(layout.versionDir('mf-content', 'v2'), {
      app: 'mf-content',
      version: 'v2',
      fragments: false,
    });
    const { id, problems } = compose({
      layout,
      config,
      versions: { ...versions, 'mf-content': 'v2' },
    });
    const html = pageOf(layout, id, 'en', 'articles');
    expect(html).not.toContain(FRAGMENT_ATTRIBUTES.entry);
    expect(html).toContain('<div class="remote-host"></div>');
    expect(problems.some((problem) => problem.startsWith('mf-content: no fragments list'))).toBe(
      true,
    );
    // The other remotes' pages keep theirs.
    expect(pageOf(layout, id, 'en', 'faq')).toContain('<h1>faq in en</h1>');
  });

  it('leaves out a broken fragment (one that would run or restyle outside its area) and says so', () => {
    const { layout, versions, config } = setup();
    writeRemoteVersion(layout.versionDir('mf-audiences', 'v2'), {
      app: 'mf-audiences',
      version: 'v2',
      fragmentHtml: (page, language) =>
        page === 'faq' ? '<script>alert(1)</script>' : `<h1>${page} in ${language}</h1>`,
    });
    const { id, problems } = compose({
      layout,
      config,
      versions: { ...versions, 'mf-audiences': 'v2' },
    });
    expect(pageOf(layout, id, 'en', 'faq')).not.toContain('alert(1)');
    expect(pageOf(layout, id, 'en', 'authors')).toContain('<h1>authors in en</h1>');
    expect(problems).toContain(
      'mf-audiences: fragment of faq in en left out (holds markup a page fragment may not have)',
    );
  });

  it('leaves out a fragment file that is missing, and keeps composing', () => {
    const { layout, versions, config } = setup();
    rmSync(join(layout.versionDir('mf-licenses', 'v1'), 'fragments', 'sv', 'myLicenses.html'));
    const { id, problems } = compose({ layout, config, versions });
    expect(pageOf(layout, id, 'sv', 'myLicenses')).not.toContain(FRAGMENT_ATTRIBUTES.entry);
    expect(pageOf(layout, id, 'en', 'myLicenses')).toContain(FRAGMENT_ATTRIBUTES.entry);
    expect(problems.some((problem) => problem.includes('myLicenses in sv left out'))).toBe(true);
  });

  it('composes without a remote whose version is missing: its pages are left to the fallback', () => {
    const { layout, versions, config } = setup();
    const { id, document, problems } = compose({
      layout,
      config,
      versions: { ...versions, 'mf-catalog': 'gone' },
    });
    expect(document.remotes.mf_catalog).toBeUndefined();
    expect(pageOf(layout, id, 'en', 'home')).not.toContain(FRAGMENT_ATTRIBUTES.entry);
    expect(problems[0]).toMatch(/^mf-catalog: no version gone/);
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
    // Every remote of the app table, by the address the layout gives it.
    const remotes = REMOTE_APPS.map((app) => config.apps[app.name]).sort();
    expect(scriptSrc).toBe(`script-src 'self' ${hashSource(BOOT_SCRIPT)} ${remotes.join(' ')}`);
    expect(csp).toMatch(/style-src 'self' 'sha256-[^']+'/);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('starts scripts only after the first paint: no script or script hint in the head', () => {
    const { layout, versions, config } = setup();
    const { id } = compose({ layout, config, versions });
    const html = pageOf(layout, id, 'en', 'home');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script|modulepreload|rel="preload"/);
    const boot = JSON.parse(
      /<script type="application\/json" id="fair-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    expect(boot.modules).toEqual(['/v/v1/assets/main-abc.js']);
    expect(boot.preload).toContain(`${config.apps['mf-catalog']}/v1/remoteEntry.js`);
    expect(boot.preload).toContain(`${config.apps['mf-catalog']}/v1/assets/locale-en-home-x.js`);
    expect(boot.preload.some((/** @type {string} */ file) => file.includes('locale-fi-'))).toBe(
      false,
    );
  });

  it('writes a sitemap of every page in every language with its alternates, and robots.txt', () => {
    const { layout, versions, config } = setup();
    const { id } = compose({ layout, config, versions });
    const sitemap = readFileSync(join(layout.compositionDir(id), 'sitemap.xml'), 'utf8');
    expect(sitemap.match(/<loc>/g)).toHaveLength(ROUTES.length * LANGUAGES.length);
    expect(sitemap.match(/<xhtml:link /g)).toHaveLength(ROUTES.length * LANGUAGES.length * 8);
    expect(readFileSync(join(layout.compositionDir(id), 'robots.txt'), 'utf8')).toContain(
      'Sitemap: http://localhost:4173/sitemap.xml',
    );
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
