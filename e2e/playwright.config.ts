import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium.mjs';

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
    baseURL: 'http://localhost:4173',
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
  },
  // The composed production build, each app on its own port, as `npm start` serves it.
  webServer: {
    command: 'node ../shared/server/serve-composition.mjs',
    url: 'http://localhost:4173/remotes.json',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
