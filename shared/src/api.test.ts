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
// The shared libraries' list is part of it: what the shell provides is what a remote gets.
const ENTRIES = [
  `${root}src/index.ts`,
  `${root}src/runtime/index.ts`,
  `${root}site/sharedLibraries.mjs`,
];

/** The declarations TypeScript emits for the package's entries and everything they reach. */
let emitted: string | undefined;
function publicDeclarations(): string {
  emitted ??= emitDeclarations();
  return emitted;
}

function emitDeclarations(): string {
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

/** The declaration of one exported interface, as emitted (its body up to the matching brace). */
function interfaceDeclaration(declarations: string, name: string): string {
  const start = declarations.indexOf(`export interface ${name} {`);
  if (start < 0) throw new Error(`no interface ${name} in the public API`);
  let depth = 0;
  for (let i = declarations.indexOf('{', start); i < declarations.length; i++) {
    if (declarations[i] === '{') depth++;
    if (declarations[i] === '}' && --depth === 0) return declarations.slice(start, i + 1);
  }
  throw new Error(`the interface ${name} does not end`);
}

/**
 * Every remote bundles its own copy of the licence key store's code, and the page keeps one store,
 * made by whichever copy asks first (`getLicenseKeyStore`). So every copy on a page must agree on
 * what a store is: the store's interface changes only with a major version of @fair/shared, which
 * is deployed for the whole site at once. The interface is recorded per major version in
 * key-store-versions.json.
 */
describe("the licence key store's interface", () => {
  it('changes only with a major version of @fair/shared', () => {
    const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
      version: string;
    };
    const major = version.split('.')[0] ?? version;
    const ledger = JSON.parse(readFileSync(`${root}key-store-versions.json`, 'utf8')) as Record<
      string,
      string
    >;
    const declarations = publicDeclarations();
    const hash = createHash('sha256')
      .update(
        ['LicenseKeyStore', 'LicenseKeyStoreState']
          .map((name) => interfaceDeclaration(declarations, name))
          .join('\n'),
      )
      .digest('hex');
    expect(
      ledger[major],
      `The licence key store's interface changed within @fair/shared ${major}.x: the store is one ` +
        `per page, made by whichever remote's copy asks first, so a change is a major version ` +
        `(released with --all). Move the major version and record "<major>": "${hash}" in ` +
        `key-store-versions.json.`,
    ).toBe(hash);
  }, 60_000);
});

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
