import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * @fair/shared/runtime is provided to every remote by the shell at run time, and the rest of
 * @fair/shared is what the apps build against (the app table and the page contracts among it), so
 * its public API is a contract: a remote built against a newer API would break with an older shell. Its version must
 * move whenever that API changes (major when a remote built against the old one could break,
 * minor when something is added), and a deploy checks the versions (tooling/deploy/contract.mjs).
 * This test holds the rule: the API, as TypeScript declares it, is recorded per version in
 * api-versions.json.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const ENTRIES = [`${root}src/index.ts`, `${root}src/runtime/index.ts`];

/** The declarations TypeScript emits for the package's entries and everything they reach. */
function publicDeclarations(): string {
  const options: ts.CompilerOptions = {
    declaration: true,
    emitDeclarationOnly: true,
    // Only what the API is, not how it is documented: a better comment moves no version.
    removeComments: true,
    allowJs: true,
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    resolveJsonModule: true,
    skipLibCheck: true,
    types: ['vite/client'],
  };
  const program = ts.createProgram(ENTRIES, options);
  const files = new Map<string, string>();
  program.emit(undefined, (fileName, text) => {
    if (fileName.startsWith(root) && !fileName.includes('/node_modules/')) {
      files.set(fileName.slice(root.length), text);
    }
  });
  return [...files]
    .filter(([name]) => !/\.test\.|\/testing\/|\/standalone\/|\/server\//.test(name))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, text]) => `// ${name}\n${text}`)
    .join('\n');
}

describe("@fair/shared's public API", () => {
  it('is recorded under the package version: a change of API moves the version', () => {
    const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
      version: string;
    };
    const ledger = JSON.parse(readFileSync(`${root}api-versions.json`, 'utf8')) as Record<
      string,
      string
    >;
    const hash = createHash('sha256').update(publicDeclarations()).digest('hex');
    const recordedFor = Object.entries(ledger).find(([, recorded]) => recorded === hash)?.[0];
    expect(
      ledger[version],
      `@fair/shared ${version} has no API recorded in api-versions.json` +
        (recordedFor ? ` (this API is ${recordedFor}'s)` : ` — add "${version}": "${hash}"`),
    ).toBeDefined();
    expect(
      ledger[version] === hash,
      `The public API of @fair/shared changed, but its version is still ${version}. Move the ` +
        `version in shared/package.json (major if a remote built against the old API could ` +
        `break, minor for an addition) and record "<new version>": "${hash}" in api-versions.json.`,
    ).toBe(true);
    // A whole TypeScript program is emitted: seconds on a busy machine, not a hang.
  }, 60_000);

  it('has one API per version', () => {
    const ledger = JSON.parse(readFileSync(`${root}api-versions.json`, 'utf8')) as Record<
      string,
      string
    >;
    expect(new Set(Object.values(ledger)).size).toBe(Object.keys(ledger).length);
  });
});
