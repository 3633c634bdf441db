import { describe, expect, it } from 'vitest';
import {
  fetchRemotesDocument,
  parseRemotesDocument,
  RemotesDocumentProblem,
} from './remotesDocument';

const valid = {
  remotes: {
    mf_catalog: 'http://localhost:4174/remoteEntry.js',
    mf_licenses: 'http://localhost:4175/remoteEntry.js',
    mf_content: 'https://content.example.org/remoteEntry.js',
    mf_audiences: 'http://localhost:4177/mf-manifest.json',
  },
};

function problemOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof RemotesDocumentProblem) return error.problem;
    throw error;
  }
  throw new Error('expected a problem');
}

describe('parseRemotesDocument', () => {
  it('accepts a document naming every remote with an absolute URL', () => {
    expect(parseRemotesDocument(valid, '/remotes.json')).toEqual(valid.remotes);
  });

  it.each([
    [null, 'not a JSON object'],
    [[], 'not a JSON object'],
    [{}, 'no "remotes" object'],
    [{ remotes: [] }, 'no "remotes" object'],
    [{ remotes: { ...valid.remotes, mf_content: undefined } }, 'no entry for "mf_content"'],
    [{ remotes: { ...valid.remotes, mf_catalog: 'remoteEntry.js' } }, 'not an absolute URL'],
    [{ remotes: { ...valid.remotes, mf_licenses: 'ftp://x/remoteEntry.js' } }, 'http(s)'],
  ])('names what is wrong with %j', (document, reason) => {
    const problem = problemOf(() => parseRemotesDocument(document, '/remotes.json'));
    expect(problem.kind).toBe('malformed');
    expect(problem.reason).toContain(reason);
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

  it('returns the entries of a valid document', async () => {
    await expect(
      fetchRemotesDocument('/remotes.json', respond(JSON.stringify(valid))),
    ).resolves.toEqual(valid.remotes);
  });
});
