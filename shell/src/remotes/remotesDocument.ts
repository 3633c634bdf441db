import { REMOTE_NAMES, type RemoteName } from '../routes';

/** Where each remote lives, as the deployed remotes document says. */
export type RemoteEntries = Record<RemoteName, string>;

/** The document sits next to the shell, so moving a remote never needs a new shell build. */
export const REMOTES_DOCUMENT_URL = '/remotes.json';

export type RemotesDocumentError =
  | { kind: 'missing'; url: string; reason: string }
  | { kind: 'malformed'; url: string; reason: string };

export class RemotesDocumentProblem extends Error {
  constructor(readonly problem: RemotesDocumentError) {
    super(`${problem.kind}: ${problem.reason}`);
  }
}

/** Checks the document's shape and names the first thing wrong with it. */
export function parseRemotesDocument(value: unknown, url: string): RemoteEntries {
  const fail = (reason: string): never => {
    throw new RemotesDocumentProblem({ kind: 'malformed', url, reason });
  };
  if (!value || typeof value !== 'object' || Array.isArray(value)) fail('not a JSON object');
  const remotes = (value as { remotes?: unknown }).remotes;
  if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes)) {
    fail('no "remotes" object');
  }
  const entries = {} as RemoteEntries;
  for (const name of REMOTE_NAMES) {
    const entry = (remotes as Record<string, unknown>)[name];
    if (typeof entry !== 'string') fail(`no entry for "${name}"`);
    let parsed: URL | undefined;
    try {
      parsed = new URL(entry as string);
    } catch {
      fail(`the entry for "${name}" is not an absolute URL`);
    }
    if (parsed && parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      fail(`the entry for "${name}" is not an http(s) URL`);
    }
    entries[name] = entry as string;
  }
  return entries;
}

export async function fetchRemotesDocument(
  url: string = REMOTES_DOCUMENT_URL,
  fetchImpl: typeof fetch = fetch,
): Promise<RemoteEntries> {
  let response: Response;
  try {
    // Same mode and credentials as the preload in index.html, so the preloaded response is used.
    response = await fetchImpl(url, { mode: 'cors', credentials: 'same-origin' });
  } catch (error) {
    throw new RemotesDocumentProblem({ kind: 'missing', url, reason: String(error) });
  }
  if (!response.ok) {
    throw new RemotesDocumentProblem({ kind: 'missing', url, reason: `HTTP ${response.status}` });
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new RemotesDocumentProblem({ kind: 'malformed', url, reason: 'not valid JSON' });
  }
  return parseRemotesDocument(json, url);
}

let loading: Promise<RemoteEntries> | undefined;

/** The deployed document, fetched once per page: the preloader and the app share the request. */
export function loadRemotesDocument(): Promise<RemoteEntries> {
  loading ??= fetchRemotesDocument();
  return loading;
}
