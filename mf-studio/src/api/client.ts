import { readProblem, type FieldProblem } from '@fair/shared';
import { i18n } from '@fair/shared/runtime';
import { API_SERVICE } from '@fair/shared/site';
import type problemTexts from '@fair/shared/locales/pt-BR/problems.json';

/** A problem the API answers with (RFC 9457): its `type` is `/api/problems/<slug>`. */
export type ProblemSlug = keyof typeof problemTexts;

/**
 * What went wrong on this side: no answer at all (`unreachable`), an answer that is not the API's
 * (`unexpected`), or the browser's passkey prompt (cancelled or timed out, no passkey support, a
 * passkey this device already holds for the account, any other refusal).
 */
export const LOCAL_FAILURES = [
  'unreachable',
  'unexpected',
  'passkey-cancelled',
  'passkey-unsupported',
  'passkey-exists',
  'passkey-failed',
] as const;
export type LocalFailure = (typeof LOCAL_FAILURES)[number];

/** Why something did not happen: a problem the API answered with, or one of this side's. */
export interface Failure {
  slug: ProblemSlug | LocalFailure;
  /** The answer's HTTP status; 0 when there was none. */
  status: number;
  errors: readonly FieldProblem[];
}

export const localFailure = (slug: LocalFailure): Failure => ({ slug, status: 0, errors: [] });

export function isLocalFailure(slug: Failure['slug']): slug is LocalFailure {
  return (LOCAL_FAILURES as readonly string[]).includes(slug);
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; failure: Failure };

/**
 * How reads made together went: `'signed-out'` when the session has ended (the page then asks to
 * sign in), else the first failure, or null when all succeeded.
 */
export function readsFailure(
  results: readonly ApiResult<unknown>[],
): Failure | 'signed-out' | null {
  const failures = results.flatMap((result) => (result.ok ? [] : [result.failure]));
  if (failures.some((failed) => failed.slug === 'unauthenticated')) return 'signed-out';
  return failures[0] ?? null;
}

/** A problem the site has words for (`@fair/shared`'s `problems` texts, loaded with the page). */
function isProblemSlug(slug: string): slug is ProblemSlug {
  return i18n.exists(slug, { ns: 'problems' });
}

/**
 * Reads an answer that is not a success as a failure, whatever it holds: the API's problem
 * document (`readProblem`, as every remote reads it) when the site has words for it, else
 * `unexpected`.
 */
async function failureOf(response: Response): Promise<Failure> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const problem = readProblem(response.status, body, response.headers);
  return {
    slug: problem && isProblemSlug(problem.slug) ? problem.slug : 'unexpected',
    status: response.status,
    errors: problem?.errors ?? [],
  };
}

/**
 * Calls the marketplace's API on the site's own origin (`/api/…`, which the site forwards to it),
 * with the session cookie. JSON in, JSON out; never throws: a refusal, an answer that is not the
 * API's, or no answer at all is a `Failure` the page can put into words.
 */
export async function callApi<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${API_SERVICE.pathPrefix}${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    return { ok: false, failure: localFailure('unreachable') };
  }
  if (!response.ok) return { ok: false, failure: await failureOf(response) };
  if (response.status === 204) return { ok: true, data: undefined as T };
  try {
    return { ok: true, data: (await response.json()) as T };
  } catch {
    return { ok: false, failure: { slug: 'unexpected', status: response.status, errors: [] } };
  }
}
