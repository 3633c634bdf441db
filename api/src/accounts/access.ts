/**
 * A route anyone may call: its `x-access` in the OpenAPI document (see `auth.ts`). Routes for
 * accounts take `guard(...)` instead, which also checks.
 */
export const PUBLIC = { 'x-access': 'public' } as const;
