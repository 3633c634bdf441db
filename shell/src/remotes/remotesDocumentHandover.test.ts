// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const document = {
  remotes: {
    mf_catalog: 'http://localhost:4174/remoteEntry.js',
    mf_licenses: 'http://localhost:4175/remoteEntry.js',
    mf_content: 'http://localhost:4176/remoteEntry.js',
    mf_audiences: 'http://localhost:4177/remoteEntry.js',
  },
};

describe('the remotes document request', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is sent once per page, though the inlined preloader and the app each have a copy of the code', async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response(JSON.stringify(document))));
    vi.stubGlobal('fetch', fetchSpy);
    const preloaderCopy = await import('./remotesDocument');
    vi.resetModules();
    const appCopy = await import('./remotesDocument');
    expect(appCopy).not.toBe(preloaderCopy);

    await expect(preloaderCopy.loadRemotesDocument()).resolves.toEqual(document.remotes);
    await expect(appCopy.loadRemotesDocument()).resolves.toEqual(document.remotes);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', {
      mode: 'cors',
      credentials: 'same-origin',
    });
  });
});
