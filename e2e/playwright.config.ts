import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '@fair/tooling/chromium';
import { BASE_URL } from './support/site';

/**
 * The suite runs against any composition given its address (FAIR_BASE_URL: a staging or
 * production site, with the remotes its remotes document names), and by default against the
 * composed production build of this checkout: every app built (npm run build), deployed into a
 * layout of the suite's own and served each on its own port, as `npm start` does.
 */
const external = process.env.FAIR_BASE_URL;

// Data pages' HTML is kept 3 s instead of 10 (tooling/server/liveFragments.mjs): a test waits at
// most that long for a new work to reach the home page's HTML.
process.env.FRAGMENT_CACHE_S ??= '3';

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
  },
  webServer: external
    ? undefined
    : {
        // Every run starts from a new database (seeded as `npm start` seeds it): what one run's
        // tests published or bought is never another run's starting point.
        command:
          'node -e "fs.rmSync(\'.layout/data\', { recursive: true, force: true })" && node ../tooling/deploy/cli.mjs deploy --all --prebuilt --local --layout .layout && node ../tooling/server/cli.mjs --layout .layout',
        // Up once the pages and the API (through the shell, as a browser reaches it) answer.
        url: new URL('/api/health', BASE_URL).href,
        // Never test whatever happens to listen on the port: a busy port fails the run instead.
        reuseExistingServer: false,
        // A clean checkout creates its database first (PGlite: tens of seconds on a busy machine).
        timeout: 300_000,
        stdout: 'ignore',
        // Every test reaches the API from one address (this machine), many at once; the limits
        // per address are the API's own tests' to check (api/src/accounts, api/src/http).
        env: { RATE_LIMIT_FACTOR: '20' },
      },
});
