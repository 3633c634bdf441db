import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import englishProblems from '@fair/shared/locales/en/problems.json';
import { PROBLEM_STATUS, problemType, type ProblemSlug } from './problemTypes';

/** What is wrong with one field of a request: where (a JSON pointer) and what kind of wrong. */
export interface FieldError {
  pointer: string;
  /** `required`, `maxLength`, `pattern`, `type`, `enum`, `additionalProperties`, `blank`, … */
  code: string;
  /** The limit the field went past, when there is one (a length, a count). */
  limit?: number;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

/** An answer that is a problem: thrown anywhere in a handler, answered by the error handler. */
export class Problem extends Error {
  readonly status: number;
  constructor(
    readonly slug: ProblemSlug,
    readonly detail?: string,
    readonly extras: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail ?? slug);
    this.status = PROBLEM_STATUS[slug];
  }
}

/** The English title of a problem, from the site's own texts (its title for developers). */
export function problemTitle(slug: ProblemSlug): string {
  return (englishProblems as Partial<Record<ProblemSlug, string>>)[slug] ?? slug;
}

export function problemBody(problem: Problem, instance?: string) {
  return {
    type: problemType(problem.slug),
    title: problemTitle(problem.slug),
    status: problem.status,
    ...(problem.detail ? { detail: problem.detail } : {}),
    ...(instance ? { instance } : {}),
    ...(problem.extras.errors ? { errors: problem.extras.errors } : {}),
  };
}

export function sendProblem(reply: FastifyReply, problem: Problem) {
  if (problem.extras.headers) reply.headers(problem.extras.headers);
  return reply
    .code(problem.status)
    .header('Cache-Control', 'no-store')
    .type(PROBLEM_CONTENT_TYPE)
    .send(JSON.stringify(problemBody(problem, reply.request.url.split('?')[0])));
}

interface AjvError {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** Ajv's errors as field errors: where, and which rule. */
export function fieldErrors(validation: readonly AjvError[], context?: string): FieldError[] {
  const root = context === 'body' || context === undefined ? '' : `/${context}`;
  return validation.map((error) => {
    const path = `${root}${error.instancePath ?? ''}`;
    const params = error.params ?? {};
    if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
      return { pointer: `${path}/${params.missingProperty}`, code: 'required' };
    }
    if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
      return { pointer: `${path}/${params.additionalProperty}`, code: 'additionalProperties' };
    }
    const limit = typeof params.limit === 'number' ? params.limit : undefined;
    return {
      pointer: path || '/',
      code: error.keyword ?? 'invalid',
      ...(limit !== undefined ? { limit } : {}),
    };
  });
}

/** A PostgreSQL connection that is gone or refused: the database is unavailable, not broken. */
function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'ETIMEDOUT' ||
    code === '57P01' || // admin shutdown
    code === '57P03' || // cannot connect now
    code === '53300' // too many connections
  );
}

/** Every error as a problem document: Fastify's own, the plugins', the handlers'. */
export function toProblem(error: unknown): Problem {
  if (error instanceof Problem) return error;
  const fastifyError = error as Partial<FastifyError> & { validationContext?: string };
  if (fastifyError.validation) {
    return new Problem('invalid-request', 'The request does not match its schema.', {
      errors: fieldErrors(fastifyError.validation, fastifyError.validationContext),
    });
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new Problem('body-too-large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new Problem('unsupported-media-type');
    default:
      break;
  }
  if (isUnavailable(error)) return new Problem('unavailable');
  // A unique index refused a row a concurrent request wrote first (its transaction rolled back).
  if ((error as { code?: unknown }).code === '23505') return new Problem('conflict');
  const status = fastifyError.statusCode;
  if (status === 429) return new Problem('rate-limited');
  if (status === 413) return new Problem('body-too-large');
  if (status === 415) return new Problem('unsupported-media-type');
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new Problem('invalid-request', fastifyError.message);
  }
  return new Problem('server-error');
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const problem = toProblem(error);
  if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
  const headers = (error as { headers?: unknown }).headers;
  if (problem.slug === 'rate-limited' && headers && typeof headers === 'object') {
    reply.headers(headers as Record<string, string>);
  }
  return sendProblem(reply, problem);
}
