/** What is wrong with one field of a request, as the API says it (`errors` of a problem). */
export interface FieldProblem {
  /** A JSON pointer into the request body: `/licensee`, `/platform/name`, `/platforms/1`. */
  pointer: string;
  /** `required`, `minLength`, `maxLength`, `pattern`, `minimum`, `notOffered`, … */
  code: string;
  limit?: number;
}

/** An RFC 9457 problem document the marketplace answered with, by its stable slug. */
export interface MarketplaceProblem {
  /** The answer's HTTP status. */
  status: number;
  /** From its `type`, `/api/problems/<slug>`: `invalid-request`, `licence-not-found`, … */
  slug: string;
  detail?: string;
  errors: FieldProblem[];
  /** From `Retry-After`, in seconds, when the answer says when to try again. */
  retryAfterSeconds?: number;
}

/** A problem's `type`: the API's problems are `/api/problems/<slug>` (api/src/http/problemTypes.ts). */
const PROBLEM_TYPE = /^\/api\/problems\/([a-z0-9-]{1,60})$/;

/**
 * Reads an answer that is not a success as the API's problem document: its slug, its field errors
 * (each one with a pointer and a code; others are left out) and when to try again. null when the
 * body is not one (a proxy's or gateway's answer, no `type` of the API's), whatever it holds.
 */
export function readProblem(
  status: number,
  body: unknown,
  headers: Headers,
): MarketplaceProblem | null {
  if (typeof body !== 'object' || body === null) return null;
  const { type, detail, errors } = body as Record<string, unknown>;
  if (typeof type !== 'string') return null;
  const slug = PROBLEM_TYPE.exec(type)?.[1];
  if (!slug) return null;
  const fieldProblems: FieldProblem[] = Array.isArray(errors)
    ? errors.flatMap((error: unknown) => {
        if (typeof error !== 'object' || error === null) return [];
        const { pointer, code, limit } = error as Record<string, unknown>;
        if (typeof pointer !== 'string' || typeof code !== 'string') return [];
        return [{ pointer, code, ...(typeof limit === 'number' ? { limit } : {}) }];
      })
    : [];
  const retryAfter = Number(headers.get('retry-after'));
  return {
    status,
    slug,
    ...(typeof detail === 'string' ? { detail } : {}),
    errors: fieldProblems,
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
}
