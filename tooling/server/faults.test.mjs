// @ts-check
// The test faults a render service plays: read from the layout's file only, on every render or
// only on the renders a test names, and none at all once the file is gone.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFaults } from './faults.mjs';

/** @type {string} */
let dir;
/** @type {string} */
let file;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fair-faults-'));
  file = join(dir, 'faults.json');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

/** Writes the file anew (a new inode and size, so the change is seen within the same ms). */
const write = (/** @type {unknown} */ value) => {
  rmSync(file, { force: true });
  writeFileSync(file, JSON.stringify(value));
};

describe('render faults', () => {
  it('plays none without the file', () => {
    expect(renderFaults(file, 'mf-catalog')('/v1/render/home?q=x')).toBeUndefined();
  });

  it('plays a fault named for the app on every render, and none for another app', () => {
    write({ 'mf-catalog': 'slow' });
    expect(renderFaults(file, 'mf-catalog')('/v1/render/home')).toBe('slow');
    expect(renderFaults(file, 'mf-audiences')('/v1/render/home')).toBeUndefined();
  });

  it('plays a fault only on the renders whose address holds a text it names', () => {
    write({ 'mf-catalog': { fault: 'down', only: ['slowab12', '/luz-do-sertao'] } });
    const playing = renderFaults(file, 'mf-catalog');
    expect(playing('/v1/render/home?q=slowab12')).toBe('down');
    expect(playing('/v1/render/work/luz-do-sertao?')).toBe('down');
    expect(playing('/v1/render/home?q=joao')).toBeUndefined();
  });

  it('ignores what it does not know, and stops once the file is gone', () => {
    const playing = renderFaults(file, 'mf-catalog');
    write({ 'mf-catalog': 'explode' });
    expect(playing('/v1/render/home')).toBeUndefined();
    write({ 'mf-catalog': 'fail' });
    expect(playing('/v1/render/home')).toBe('fail');
    rmSync(file);
    expect(playing('/v1/render/home')).toBeUndefined();
  });
});
