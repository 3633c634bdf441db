import { checkRemotesDocument, EMBEDDED_REMOTES_ID } from '@fair/shared/site';

/** The document beside the shell, always the one deployed now (served `no-cache`). */
export const REMOTES_DOCUMENT_URL = '/remotes.json';

/** Where each usable remote lives, by federation name, and why the others were left out. */
export interface Remotes {
  entries: Readonly<Record<string, string>>;
  unusable: Readonly<Record<string, string>>;
}

export interface RemotesDocumentError {
  kind: 'missing' | 'malformed';
  url: string;
  reason: string;
}

export class RemotesDocumentProblem extends Error {
  constructor(readonly problem: RemotesDocumentError) {
    super(`${problem.kind}: ${problem.reason}`);
  }
}

/**
 * Checks a parsed document with the site's one validator (the server derives its CSP with the same
 * one): unknown names are ignored and logged, a known remote with an unusable address is left out
 * (its pages show their fallback), a broken structure is a problem the error page names.
 */
export function remotesFrom(json: unknown, url: string): Remotes {
  const checked = checkRemotesDocument(json);
  if (checked.kind === 'broken') {
    throw new RemotesDocumentProblem({ kind: 'malformed', url, reason: checked.reason });
  }
  for (const name of checked.unknown) {
    console.warn(
      `[shell] the remotes document names "${name}", which is not a remote of this site`,
    );
  }
  for (const [name, reason] of Object.entries(checked.unusable)) {
    console.error(`[shell] remote "${name}" is left out: ${reason}`);
  }
  return { entries: checked.entries, unusable: checked.unusable };
}

export async function fetchRemotesDocument(
  url: string = REMOTES_DOCUMENT_URL,
  fetchImpl: typeof fetch = fetch,
): Promise<Remotes> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-cache', credentials: 'same-origin' });
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
  return remotesFrom(json, url);
}

/**
 * The remotes of this page: the document the page was composed with (written into it, so the
 * remotes it loads are the very versions whose HTML it holds), or, on the shell's dev server, the
 * document it serves.
 */
export function pageRemotes(): Promise<Remotes> {
  const embedded = document.getElementById(EMBEDDED_REMOTES_ID);
  if (!embedded) return fetchRemotesDocument();
  const where = `${window.location.pathname} (#${EMBEDDED_REMOTES_ID})`;
  let json: unknown;
  try {
    json = JSON.parse(embedded.textContent ?? '');
  } catch {
    return Promise.reject(
      new RemotesDocumentProblem({ kind: 'malformed', url: where, reason: 'not valid JSON' }),
    );
  }
  try {
    return Promise.resolve(remotesFrom(json, where));
  } catch (error) {
    return Promise.reject(error);
  }
}
