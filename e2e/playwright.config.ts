import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium: Playwright's own browser download is not reachable here. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

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
    launchOptions: chromium,
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
