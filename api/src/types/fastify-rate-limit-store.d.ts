// @fastify/rate-limit ships its in-memory store as a CommonJS file without types.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  export default class LocalStore {
    constructor(continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number);
    incr(
      key: string,
      callback: (error: Error | null, result: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void;
    child(options: unknown): LocalStore;
  }
}
