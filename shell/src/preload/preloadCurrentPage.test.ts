// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../remotes/remotesDocument', () => ({
  loadRemotesDocument: () =>
    Promise.resolve({
      mf_catalog: 'http://catalog.test/remoteEntry.js',
      mf_licenses: 'http://licenses.test/remoteEntry.js',
      mf_content: 'http://content.test/v2/remoteEntry.js',
      mf_audiences: 'http://audiences.test/remoteEntry.js',
    }),
}));

interface Expose {
  path: string;
  assets: { js: { sync: string[]; async: string[] }; css: { sync: string[] } };
  data?: string[];
}

const manifest: { exposes: Expose[] } = {
  exposes: [
    {
      path: './ArticlesPage',
      assets: {
        js: {
          sync: ['assets/ArticlesPage-1.js', 'assets/utils-2.js'],
          async: [
            'assets/locale-en-articles-3.js',
            'assets/locale-fi-articles-4.js',
            'assets/downloadCertificate-6.js',
          ],
        },
        css: { sync: ['assets/ArticlesPage-7.css'] },
      },
    },
    {
      path: './BlogPage',
      assets: { js: { sync: ['assets/BlogPage-8.js'], async: [] }, css: { sync: [] } },
      data: ['posts.json'],
    },
  ],
};

function links() {
  return [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.href}`);
}

describe('the page preloader', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(manifest)))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("hints the current page's remote entry, files, texts and styles, not its other lazy files", async () => {
    localStorage.setItem('fair-licensing.language', 'fi');
    window.history.replaceState(null, '', '/artigos');
    const { preloadCurrentPage } = await import('./preloadCurrentPage');
    await preloadCurrentPage();
    expect(fetch).toHaveBeenCalledWith(
      new URL('http://content.test/v2/mf-manifest.json'),
      expect.objectContaining({ mode: 'cors' }),
    );
    expect(links()).toEqual([
      'modulepreload http://content.test/v2/remoteEntry.js',
      'modulepreload http://content.test/v2/assets/ArticlesPage-1.js',
      'modulepreload http://content.test/v2/assets/utils-2.js',
      'modulepreload http://content.test/v2/assets/locale-fi-articles-4.js',
      'stylesheet http://content.test/v2/assets/ArticlesPage-7.css',
    ]);
    const modulePreload = document.head.querySelector('link[rel="modulepreload"]');
    expect(modulePreload?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('hints the default language texts when none was chosen', async () => {
    window.history.replaceState(null, '', '/artigos');
    const { preloadCurrentPage } = await import('./preloadCurrentPage');
    manifest.exposes[0]?.assets.js.async.push('assets/locale-pt-BR-articles-9.js');
    await preloadCurrentPage();
    expect(links()).toContain(
      'modulepreload http://content.test/v2/assets/locale-pt-BR-articles-9.js',
    );
    expect(links().some((link) => link.includes('locale-fi'))).toBe(false);
  });

  it('preloads the data files the page fetches first, in the mode its fetch() uses', async () => {
    window.history.replaceState(null, '', '/blog');
    const { preloadCurrentPage } = await import('./preloadCurrentPage');
    document.head.innerHTML = '';
    await preloadCurrentPage();
    expect(links()).toEqual([
      'modulepreload http://content.test/v2/remoteEntry.js',
      'modulepreload http://content.test/v2/assets/BlogPage-8.js',
      'preload http://content.test/v2/posts.json',
    ]);
    const data = document.head.querySelector('link[rel="preload"]');
    expect(data?.getAttribute('as')).toBe('fetch');
    expect(data?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('does nothing for a path that is not a page', async () => {
    window.history.replaceState(null, '', '/nowhere');
    const { preloadCurrentPage } = await import('./preloadCurrentPage');
    document.head.innerHTML = '';
    vi.mocked(fetch).mockClear();
    await preloadCurrentPage();
    expect(fetch).not.toHaveBeenCalled();
    expect(links()).toEqual([]);
  });

  it('stops quietly when the manifest is missing', async () => {
    window.history.replaceState(null, '', '/blog');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('no', { status: 404 }))),
    );
    const { preloadCurrentPage } = await import('./preloadCurrentPage');
    document.head.innerHTML = '';
    await preloadCurrentPage();
    expect(links()).toEqual(['modulepreload http://content.test/v2/remoteEntry.js']);
  });
});
