import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServerModule } from './serverBuild.mjs';

/** A package of the repository that has React among its dependencies. */
const SHARED = resolve(fileURLToPath(import.meta.url), '..', '..', '..', 'shared');

describe('buildServerModule', () => {
  /** @type {string[]} */
  const dirs = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps React’s production build only, whatever NODE_ENV the server runs with', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'fair-server-build-'));
    dirs.push(outDir);
    const built = await buildServerModule({
      root: SHARED,
      name: 'server-build-test',
      outDir,
      entryCode: [
        "import { jsx } from 'react/jsx-runtime';",
        "import { renderToString } from 'react-dom/server';",
        'export const mode = process.env.NODE_ENV;',
        "export const html = () => renderToString(jsx('p', { children: 'ok' }));",
      ].join('\n'),
    });
    expect(built.mode).toBe('production');
    expect(built.html()).toBe('<p>ok</p>');
    const code = readFileSync(join(outDir, 'entry.mjs'), 'utf8');
    // Nothing left to choose when it runs: no development build, no test of NODE_ENV.
    expect(code).not.toContain('process.env.NODE_ENV');
    expect(code).not.toContain('jsxDEV');
    expect(code).not.toContain('react-dom-server.node.development');
  }, 60_000);
});
