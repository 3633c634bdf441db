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

/**
 * Where the page's one request for the document is kept. The page preloader inlined in index.html
 * starts it while the page is still parsing; the app, a separate copy of this module, cannot share
 * a variable with it, so the request is handed over on `window`.
 */
const HANDED_OVER = '__fairRemotesDocumentRequest';

/** A fetch that sends one request per page, whoever asks first, and gives each reader a copy. */
const requestOncePerPage: typeof fetch = (input, init) => {
  const handover = window as unknown as Record<string, Promise<Response> | undefined>;
  const request = (handover[HANDED_OVER] ??= fetch(input, init));
  return request.then((response) => response.clone());
};

let loading: Promise<RemoteEntries> | undefined;

/** The deployed document, fetched once per page: the preloader and the app share the request. */
export function loadRemotesDocument(): Promise<RemoteEntries> {
  loading ??= fetchRemotesDocument(REMOTES_DOCUMENT_URL, requestOncePerPage);
  return loading;
}
