// @vitest-environment jsdom
import { EMBEDDED_REMOTES_ID, federationName, REMOTE_APPS } from '@fair/shared/site';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchRemotesDocument,
  pageRemotes,
  remotesFrom,
  RemotesDocumentProblem,
} from './remotesDocument';

/** Every remote of the app table, with the kinds of entry a document may name. */
const valid = {
  remotes: {
    ...Object.fromEntries(
      REMOTE_APPS.map((app) => [
        federationName(app.name),
        `http://localhost:${app.port}/v1/remoteEntry.js`,
      ]),
    ),
    mf_content: 'https://content.example.org/v7/remoteEntry.js',
    mf_audiences: 'http://localhost:4177/v2/mf-manifest.json',
  },
};

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
      { remotes: { ...valid.remotes, mf_future: 'to be announced', mf_content: 'http://*/x.js' } },
      '/remotes.json',
    );
    expect(Object.keys(remotes.entries).sort()).toEqual(
      Object.keys(valid.remotes)
        .filter((name) => name !== 'mf_content')
        .sort(),
    );
    expect(remotes.unusable.mf_content).toContain('not a plain http(s) URL');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mf_future'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('mf_content'));
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
