import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The same builds, served on other ports: the shell learns where the remotes are from the
 * remotes document it is given, never from its build.
 */
const ports = { shell: 5273, catalog: 5274, licenses: 5275, content: 5276, audiences: 5277 };
let composition: ChildProcess | undefined;

// One worker runs this file: the second composition it starts holds fixed ports.
test.describe.configure({ mode: 'serial' });

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

test.beforeAll(async () => {
  composition = spawn('node', ['../shared/server/serve-composition.mjs'], {
    env: {
      ...process.env,
      SHELL_PORT: String(ports.shell),
      CATALOG_PORT: String(ports.catalog),
      LICENSES_PORT: String(ports.licenses),
      CONTENT_PORT: String(ports.content),
      AUDIENCES_PORT: String(ports.audiences),
    },
    stdio: 'ignore',
  });
  await waitFor(`http://localhost:${ports.shell}/remotes.json`);
});

test.afterAll(() => {
  composition?.kill();
});

test('moved ports: the shell is given a document naming them, and its CSP follows', async ({
  page,
}) => {
  const document = await (await fetch(`http://localhost:${ports.shell}/remotes.json`)).json();
  expect(document.remotes.mf_catalog).toBe(`http://localhost:${ports.catalog}/remoteEntry.js`);
  const csp = (await fetch(`http://localhost:${ports.shell}/`)).headers.get(
    'content-security-policy',
  );
  const scriptSrc = csp?.split(';').find((directive) => directive.trim().startsWith('script-src'));
  expect(scriptSrc).toContain(`http://localhost:${ports.catalog}`);
  // The page's own inline preloader is allowed by its hash, not by allowing inline code.
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('localhost:4174');

  const loaded: string[] = [];
  const refused: string[] = [];
  page.on('response', (response) => loaded.push(response.url()));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`http://localhost:${ports.shell}/faq`);
  await expect(page.locator('.remote-outlet[data-state="mounted"] h1')).toBeVisible();
  expect(refused).toEqual([]);
  expect(loaded.some((url) => url.startsWith(`http://localhost:${ports.audiences}/`))).toBe(true);
  expect(loaded.some((url) => url.includes(':4177/'))).toBe(false);
});

test('REMOTES_DOCUMENT points the shell at another document without rebuilding', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'remotes-'));
  const path = join(dir, 'remotes.json');
  // Only the catalogue "moves" (to the second composition's catalogue server).
  writeFileSync(
    path,
    JSON.stringify({
      remotes: {
        mf_catalog: `http://localhost:${ports.catalog}/remoteEntry.js`,
        mf_licenses: 'http://localhost:4175/remoteEntry.js',
        mf_content: 'http://localhost:4176/remoteEntry.js',
        mf_audiences: 'http://localhost:4177/remoteEntry.js',
      },
    }),
  );
  const shell = spawn('node', ['../shared/server/serve-static.mjs', '--app', 'shell'], {
    env: { ...process.env, SHELL_PORT: '5283', REMOTES_DOCUMENT: path },
    stdio: 'ignore',
  });
  try {
    await waitFor('http://localhost:5283/remotes.json');
    const loaded: string[] = [];
    page.on('response', (response) => loaded.push(response.url()));
    await page.goto('http://localhost:5283/');
    await expect(
      page.locator('.remote-outlet[data-remote="mf_catalog"][data-state="mounted"] h1'),
    ).toBeVisible();
    expect(loaded).toContain(`http://localhost:${ports.catalog}/remoteEntry.js`);
  } finally {
    shell.kill();
  }
});

test('the shell sends a CSP allowing scripts only from itself, its remotes and its own inline preloader; remotes send CORS', async () => {
  const shell = await fetch('http://localhost:4173/minhas-licencas');
  expect(shell.status).toBe(200);
  const csp = shell.headers.get('content-security-policy') ?? '';
  const inline = [...(await shell.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)];
  expect(inline).toHaveLength(1);
  const preloader = `'sha256-${createHash('sha256')
    .update(inline[0]?.[1] ?? '')
    .digest('base64')}'`;
  const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src'));
  expect(scriptSrc?.trim().split(/\s+/).sort()).toEqual(
    [
      'script-src',
      "'self'",
      preloader,
      'http://localhost:4174',
      'http://localhost:4175',
      'http://localhost:4176',
      'http://localhost:4177',
    ].sort(),
  );
  expect(csp).toContain("object-src 'none'");

  const entry = await fetch('http://localhost:4174/remoteEntry.js', {
    headers: { Origin: 'http://localhost:4173', 'Accept-Encoding': 'gzip' },
  });
  expect(entry.headers.get('access-control-allow-origin')).toBe('*');
  expect(entry.headers.get('content-type')).toContain('javascript');
});
