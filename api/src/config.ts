import { resolve } from 'node:path';
import { apiPort } from '@fair/shared/site';

/** Requests a client may make per minute, by kind (product rules §8). */
export interface RateLimits {
  /** Purchases, expansions and imports. */
  purchases: number;
  /** Public verification of a code. */
  verification: number;
  /** Everything else that reads (search, works, quotes, a licence by key). */
  reads: number;
}

/** The limits of product rules §8. `RATE_LIMIT_FACTOR` multiplies them (load tests raise them). */
export const DEFAULT_RATE_LIMITS: RateLimits = { purchases: 30, verification: 120, reads: 600 };

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface ApiConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  rateLimits: RateLimits;
  /** The proxy hops whose X-Forwarded-For is believed: the site's own server, on this machine. */
  trustProxy: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';
}

/** Only the loopback hop (the shell's server forwarding `/api/`) may say who the client is. */
export const TRUSTED_PROXIES = ['127.0.0.1', '::1'];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'silent'] as const;

/** Where the embedded database of a deploy layout lives: `<layout>/data`. */
export function layoutDataDir(layout: string): string {
  return resolve(layout, 'data');
}

/**
 * The database to open: `DATABASE_URL` (a PostgreSQL server) when set, otherwise the embedded
 * PGlite database in `dataDir`.
 */
export function databaseTarget(
  env: Record<string, string | undefined>,
  dataDir: string | undefined,
): DatabaseTarget {
  const url = env.DATABASE_URL;
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error('DATABASE_URL must be a postgres:// address');
    }
    return { kind: 'postgres', url };
  }
  if (!dataDir) throw new Error('no database: set DATABASE_URL or give the data folder');
  return { kind: 'pglite', dataDir: resolve(dataDir) };
}

/** The API's configuration from the environment and the command line's data folder. */
export function configFromEnv(
  env: Record<string, string | undefined>,
  dataDir: string | undefined,
): ApiConfig {
  const factor = env.RATE_LIMIT_FACTOR ? Number(env.RATE_LIMIT_FACTOR) : 1;
  if (!Number.isFinite(factor) || factor <= 0) {
    throw new Error(`RATE_LIMIT_FACTOR=${env.RATE_LIMIT_FACTOR} must be a positive number`);
  }
  const level = env.LOG_LEVEL ?? 'warn';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL=${level} must be one of ${LOG_LEVELS.join(', ')}`);
  }
  return {
    port: apiPort(env),
    host: env.API_HOST ?? 'localhost',
    database: databaseTarget(env, dataDir),
    rateLimits: scaleRateLimits(DEFAULT_RATE_LIMITS, factor),
    trustProxy: TRUSTED_PROXIES,
    logLevel: level as ApiConfig['logLevel'],
  };
}

export function scaleRateLimits(limits: RateLimits, factor: number): RateLimits {
  return {
    purchases: Math.ceil(limits.purchases * factor),
    verification: Math.ceil(limits.verification * factor),
    reads: Math.ceil(limits.reads * factor),
  };
}
