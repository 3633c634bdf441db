import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { APPS } from '@fair/shared/site';
import {
  buildPackage,
  cloneCheckout,
  deployCli,
  fileListing,
  movedPortEnv,
  readJson,
  removeFolder,
  REPOSITORY,
  serveLayout,
  siteAddress,
} from '../support/composition';
import { address, LOCAL, route } from '../support/site';

/** The version of @fair/shared this checkout's shell provides. */
const SHARED_VERSION = (
  createRequire(import.meta.url)('@fair/shared/package.json') as { version: string }
).version;

/**
 * Deploying one remote alone, as its team does: from its own checkout, into the live layout of a
 * composition of this test's own (its own folder, and every port, the API's too, 1,100 above the
 * suite's: the rest of the suite is not touched).
 */
const env = movedPortEnv(1100);
const site = siteAddress(env);

/** The pages these tests change, and the remotes that serve them. */
const articles = route('articles');
const blog = route('blog');
const faq = route('faq');

test.describe.configure({ mode: 'serial', timeout: 240_000 });
// Skipped only when the suite runs against another composition (FAIR_BASE_URL, e.g. staging):
// these tests build and deploy this checkout's apps into a layout they start themselves, which a
// remote site has no use for. In `npm test` and CI (no FAIR_BASE_URL) they always run.
test.skip(!LOCAL, 'deploys need this checkout and a layout of their own');

let layout = '';
let clone = '';
let stop: (() => Promise<void>) | undefined;

interface Current {
  composition: string;
  versions: Record<string, string>;
}
const current = () => readJson<Current>(join(layout, 'current.json'));

test.beforeAll(async () => {
  test.setTimeout(240_000);
  layout = mkdtempSync(join(tmpdir(), 'fair-deploy-layout-'));
  const first = await deployCli(
    REPOSITORY,
    ['deploy', '--all', '--prebuilt', '--local', '--layout', layout],
    env,
  );
  expect(first.code, first.output).toBe(0);
  stop = await serveLayout(layout, env);
  clone = cloneCheckout();
});

test.afterAll(async () => {
  await stop?.();
  if (layout) removeFolder(layout);
  if (clone) removeFolder(clone);
});

/** Edits a file of the team's clone. */
function edit(path: string, change: (text: string) => string) {
  const file = join(clone, path);
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}

async function articlesHeading(page: Page) {
  await page.goto(`${site}${address(articles.id)}`);
  await expect(page.locator('.remote-outlet[data-state="mounted"] h1')).toBeVisible();
  return page.getByRole('heading', { level: 1 });
}

test('a remote deployed alone goes live at once, and an open tab keeps working', async ({
  page,
  browser,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const heading = await articlesHeading(page);
  const original = (await heading.textContent()) ?? '';
  const before = current();
  const shellFiles = fileListing(join(layout, 'versions', 'shell'));

  edit(`${articles.app}/src/locales/pt-BR/articles.json`, (text) =>
    text.replace(
      `"title": ${JSON.stringify(original)}`,
      `"title": ${JSON.stringify(`${original} (v2)`)}`,
    ),
  );
  const started = Date.now();
  const deploy = await deployCli(clone, ['deploy', articles.app, '--layout', layout], env);
  expect(deploy.code, deploy.output).toBe(0);
  expect(deploy.output).toMatch(new RegExp(`${articles.app} \\S+ is live`));
  test
    .info()
    .annotations.push({ type: 'deploy time', description: `${(Date.now() - started) / 1000} s` });

  const after = current();
  expect(after.versions[articles.app]).not.toBe(before.versions[articles.app]);
  for (const { name } of APPS.filter((app) => app.name !== articles.app)) {
    expect(after.versions[name], `${name} stays as it was`).toBe(before.versions[name]);
  }
  // The shell's files are the shell's: a remote's deploy never touches them.
  expect(fileListing(join(layout, 'versions', 'shell'))).toEqual(shellFiles);

  // A new visit gets the new version, with no restart of anything.
  const visitor = await browser.newPage();
  await expect(await articlesHeading(visitor)).toHaveText(`${original} (v2)`);
  await visitor.close();

  // The tab opened before keeps navigating on the version it started with.
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(
    page.locator(`.remote-outlet[data-remote="${blog.remote}"][data-state="mounted"] h1`),
  ).toHaveText('Blog');
  await nav.getByRole('link', { name: 'FAQ' }).click();
  await expect(
    page.locator(`.remote-outlet[data-remote="${faq.remote}"][data-state="mounted"] h1`),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('rollback switches the remote back to its previous version', async ({ page }) => {
  const before = current();
  const rollback = await deployCli(REPOSITORY, ['rollback', articles.app, '--layout', layout], env);
  expect(rollback.code, rollback.output).toBe(0);
  expect(current().versions[articles.app]).not.toBe(before.versions[articles.app]);
  await expect(await articlesHeading(page)).not.toHaveText(/\(v2\)$/);
});

test('a remote built against a newer @fair/shared than the shell provides is refused, and nothing changes', async () => {
  // The team adds to shared's API and moves its version, as the API test requires, and builds.
  const [major, minor] = SHARED_VERSION.split('.').map(Number);
  const newer = `${major}.${(minor ?? 0) + 1}.0`;
  edit('shared/package.json', (text) =>
    text.replace(/"version": "\d+\.\d+\.\d+"/, `"version": "${newer}"`),
  );
  edit('shared/src/index.ts', (text) => `${text}\nexport const NEWER_API = true;\n`);
  const before = readFileSync(join(layout, 'current.json'), 'utf8');
  const deploy = await deployCli(clone, ['deploy', articles.app, '--layout', layout], env);
  expect(deploy.code).not.toBe(0);
  expect(deploy.output).toMatch(/Refused/);
  expect(deploy.output).toContain(`needs @fair/shared ^${newer}, but shell`);
  expect(deploy.output).toContain(`provides @fair/shared ${SHARED_VERSION}`);
  expect(readFileSync(join(layout, 'current.json'), 'utf8')).toBe(before);
  // Back to the shell's shared for the next tests.
  edit('shared/package.json', (text) =>
    text.replace(/"version": "\d+\.\d+\.\d+"/, `"version": "${SHARED_VERSION}"`),
  );
  edit('shared/src/index.ts', (text) => text.replace('\nexport const NEWER_API = true;\n', ''));
});

test('two deploys at once both take effect', async () => {
  const before = current();
  const [one, other] = await Promise.all([
    deployCli(clone, ['deploy', articles.app, '--layout', layout], env),
    deployCli(clone, ['deploy', faq.app, '--layout', layout], env),
  ]);
  expect(one.code, one.output).toBe(0);
  expect(other.code, other.output).toBe(0);
  const after = current();
  expect(after.versions[articles.app]).not.toBe(before.versions[articles.app]);
  expect(after.versions[faq.app]).not.toBe(before.versions[faq.app]);
});

test('a tab that asks for files a newer version replaced is offered Reload, never a broken page', async ({
  page,
}) => {
  await page.goto(`${site}/`);
  await expect(page.locator('.remote-outlet[data-state="mounted"] h1')).toBeVisible();
  const old = current().versions[faq.app] ?? '';
  const deploy = await deployCli(clone, ['deploy', faq.app, '--layout', layout], env);
  expect(deploy.code, deploy.output).toBe(0);
  // As the layout's clean-up does once a version is old enough.
  removeFolder(join(layout, 'versions', faq.app, old));
  // This tab was loaded before the deploy: its page names the old version.
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('link', { name: 'FAQ' }).click();
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('Uma nova versão do site está disponível');
  await notice.getByRole('button', { name: 'Recarregar' }).click();
  await expect(
    page.locator(`.remote-outlet[data-remote="${faq.remote}"][data-state="mounted"] h1`),
  ).toHaveText('Perguntas frequentes');
});

test('--verify refuses at once in a checkout whose API is not built, and nothing changes', async () => {
  // The candidate is served privately with the deploying checkout's API: a clone has none built.
  const before = readFileSync(join(layout, 'current.json'), 'utf8');
  const deploy = await deployCli(clone, ['deploy', faq.app, '--verify', '--layout', layout], env);
  expect(deploy.code).not.toBe(0);
  expect(deploy.output).toContain('the API is not built');
  expect(deploy.output).not.toContain('building');
  expect(readFileSync(join(layout, 'current.json'), 'utf8')).toBe(before);
});

test('a candidate that breaks a page in the browser is stopped by --verify, and nothing changes', async () => {
  buildPackage(clone, '@fair/api');
  edit(`${faq.app}/src/pages/FaqPage.tsx`, (text) =>
    text.replace(
      '  const figures = useFigures();',
      "  const figures = useFigures();\n  if (typeof window !== 'undefined') throw new Error('broken on purpose');",
    ),
  );
  const before = readFileSync(join(layout, 'current.json'), 'utf8');
  const deploy = await deployCli(clone, ['deploy', faq.app, '--verify', '--layout', layout], env);
  expect(deploy.code).not.toBe(0);
  expect(deploy.output).toContain('failed verification');
  // The refusal names the broken page's check (run twice: a busy machine does not fail it) and
  // keeps its traces.
  const failedChecks = /Failed checks:\n((?: {2}- .*\n)+)Traces: (.+)/.exec(deploy.output);
  expect(failedChecks?.[1]).toContain(`${faq.id} in pt-BR and en`);
  expect(readdirSync(failedChecks?.[2] ?? '').length).toBeGreaterThan(0);
  expect(readFileSync(join(layout, 'current.json'), 'utf8')).toBe(before);
});
