import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/pgliteTemplate.ts'],
    // Each file opens its own database (PGlite in memory; PostgreSQL in CI): slow to create.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
