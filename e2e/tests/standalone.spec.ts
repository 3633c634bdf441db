import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { pagePath, portVariable, REMOTE_APPS } from '@fair/shared/site';

/**
 * Every remote runs alone, for the team that owns it: its own dev server and page, with a small
 * harness (language switch, links to its pages). Served here on other ports than the composition
 * uses, through the same *_PORT variables.
 */
const REMOTES = REMOTE_APPS.map((app) => ({
  app: app.name,
  env: portVariable(app.name),
  port: app.port + 1300,
  path: pagePath(app.pages[0], 'pt-BR'),
}));

async function waitFor(url: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error(`the dev server exited (${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not come up`);
}

for (const remote of REMOTES) {
  test(`${remote.app} runs alone on its own dev server, with a language switch`, async ({
    page,
  }) => {
    test.slow(); // the first start of a dev server optimizes its dependencies
    const server = spawn('pnpm', ['exec', 'vite', '--logLevel', 'error'], {
      cwd: resolve(import.meta.dirname, '..', '..', remote.app),
      env: { ...process.env, [remote.env]: String(remote.port) },
      stdio: 'ignore',
      detached: true,
    });
    try {
      const base = `http://localhost:${remote.port}`;
      await waitFor(base, server);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(`${base}${remote.path}`);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible({ timeout: 30_000 });
      const before = await heading.textContent();

      await page.getByRole('banner').getByLabel('Idioma').selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(heading).not.toHaveText(before ?? '');
      // The harness links the remote's pages by their names.
      const links = page.getByRole('banner').getByRole('navigation').getByRole('link');
      await expect(links.first()).toBeVisible();
      await expect(links.first()).not.toHaveText(/^\//);
      // A clean place to work: nothing in the console.
      expect(problems).toEqual([]);
    } finally {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    }
  });
}
