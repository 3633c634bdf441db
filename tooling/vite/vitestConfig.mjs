// @ts-check
import { jsxPlugin } from './jsx.mjs';

/**
 * Every app's Vitest config: React's API on Preact (see `JSX_IMPORT_SOURCE`), Node by default
 * (component tests ask for jsdom in their first line), and the app's test setup (its texts
 * registered, the jsdom stand-ins installed).
 * @param {{ setup?: boolean }} [options]
 */
export function appVitestConfig({ setup = true } = {}) {
  return {
    plugins: [jsxPlugin()],
    test: {
      environment: 'node',
      ...(setup ? { setupFiles: ['./src/test/setup.ts'] } : {}),
      // The machines running the suite are shared: a component test may wait for a busy CPU.
      testTimeout: 20_000,
    },
  };
}
