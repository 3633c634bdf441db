// @ts-check
// The pnpm version is pinned once, in the root package.json's `packageManager`: `npm run setup` and
// every clone a script installs run that one. The root scripts run the dev dependency (a package
// file cannot refer to another field), so it must be the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_MANAGER, REPOSITORY } from './build.mjs';

const root = JSON.parse(readFileSync(join(REPOSITORY, 'package.json'), 'utf8'));

describe('the package manager', () => {
  it('is pinned to one exact pnpm version', () => {
    expect(PACKAGE_MANAGER).toMatch(/^pnpm@\d+\.\d+\.\d+$/);
  });

  it('is the pnpm the root scripts run (the dev dependency)', () => {
    expect(`pnpm@${root.devDependencies.pnpm}`).toBe(PACKAGE_MANAGER);
  });

  it('is what setup installs with, read from packageManager rather than written again', () => {
    expect(root.scripts.setup).toContain('packageManager');
    expect(root.scripts.setup).not.toMatch(/pnpm@\d/);
  });
});
