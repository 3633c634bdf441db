// @vitest-environment jsdom
import {
  EMBEDDED_REMOTES_ID,
  federationName,
  REMOTE_APPS,
  type RemoteApp,
} from '@fair/shared/site';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchRemotesDocument,
  pageRemotes,
  remotesFrom,
  RemotesDocumentProblem,
} from './remotesDocument';

/** The kinds of address an entry may have, one per remote in turn: a port here, another site, a manifest. */
function entryAddress(app: RemoteApp, index: number): string {
  switch (index % 3) {
    case 0:
      return `http://localhost:${app.port}/v1/remoteEntry.js`;
    case 1:
      return `https://${app.name}.example.org/v7/remoteEntry.js`;
    default:
      return `http://localhost:${app.port}/v2/mf-manifest.json`;
  }
}

/** A valid document: every remote of the app table. */
const valid = {
  remotes: Object.fromEntries(
    REMOTE_APPS.map((app, index) => [federationName(app.name), entryAddress(app, index)]),
  ),
};
/** The remote given a bad address below, and the ones that keep theirs. */
const [broken = '', ...others] = Object.keys(valid.remotes);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('remotesFrom', () => {
  it('gives the entries of a valid document', () => {
    expect(remotesFrom(valid, '/remotes.json')).toEqual({ entries: valid.remotes, unusable: {} });
  });

  it('ignores (and logs) a name that is not a remote, leaves out a bad address, keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const remotes = remotesFrom(
      { remotes: { ...valid.remotes, mf_future: 'to be announced', [broken]: 'http://*/x.js' } },
      '/remotes.json',
    );
    expect(Object.keys(remotes.entries).sort()).toEqual([...others].sort());
    expect(remotes.unusable[broken]).toContain('not a plain http(s) URL');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mf_future'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining(broken));
  });

  it.each([
    [null, 'not a JSON object'],
    [[], 'not a JSON object'],
    [{}, 'no "remotes" object'],
    [{ remotes: [] }, 'no "remotes" object'],
  ])('names what is broken in %j', (document, reason) => {
    expect(() => remotesFrom(document, '/remotes.json')).toThrow(RemotesDocumentProblem);
    try {
      remotesFrom(document, '/remotes.json');
    } catch (problem) {
      expect((problem as RemotesDocumentProblem).problem).toMatchObject({
        kind: 'malformed',
        reason: expect.stringContaining(reason),
      });
    }
  });
});

describe('fetchRemotesDocument', () => {
  const respond =
    (body: string, status = 200) =>
    () =>
      Promise.resolve(new Response(body, { status }));

  it('reports a missing document with its HTTP status', async () => {
    await expect(fetchRemotesDocument('/remotes.json', respond('', 404))).rejects.toMatchObject({
      problem: { kind: 'missing', reason: 'HTTP 404' },
    });
  });

  it('reports a network failure as missing', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(fetchRemotesDocument('/remotes.json', failing)).rejects.toMatchObject({
      problem: { kind: 'missing' },
    });
  });

  it('reports a document that is not JSON as malformed', async () => {
    await expect(fetchRemotesDocument('/remotes.json', respond('{ nope'))).rejects.toMatchObject({
      problem: { kind: 'malformed', reason: 'not valid JSON' },
    });
  });
});

describe('pageRemotes', () => {
  it('reads the document the page was composed with, without asking the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    document.body.innerHTML = `<script type="application/json" id="${EMBEDDED_REMOTES_ID}">${JSON.stringify(valid)}</script>`;
    await expect(pageRemotes()).resolves.toEqual({ entries: valid.remotes, unusable: {} });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('names a page whose written document is not JSON', async () => {
    document.body.innerHTML = `<script type="application/json" id="${EMBEDDED_REMOTES_ID}">{ oops</script>`;
    await expect(pageRemotes()).rejects.toMatchObject({
      problem: { kind: 'malformed', reason: 'not valid JSON' },
    });
  });
});
