// @vitest-environment jsdom
import { KEYS_SET_ASIDE_PREFIX as SET_ASIDE_PREFIX } from '@fair/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blobText } from '../test/harness';
import { downloadBlob, safeFileNamePart, setAsideDate, setAsideFile } from './download';

afterEach(() => vi.restoreAllMocks());

describe('downloads', () => {
  it('keeps set-aside data byte for byte, as .json when it is JSON and .txt otherwise', async () => {
    const garbage = '{"version":1,"licenses":[{"id":'; // cut off mid-way
    const entry = {
      key: `${SET_ASIDE_PREFIX}.2026-11-22T12:00:00.000Z`,
      raw: garbage,
      copied: true,
    };
    const file = setAsideFile(entry);
    expect(file.fileName).toBe('fair-licensing-unreadable-2026-11-22T12-00-00-000Z.txt');
    expect(file.blob.type).toBe('text/plain');
    expect(await blobText(file.blob)).toBe(garbage);

    const json = setAsideFile({ ...entry, raw: '{"version":99,"licenses":[]}' });
    expect(json.fileName.endsWith('.json')).toBe(true);
    expect(await blobText(json.blob)).toBe('{"version":99,"licenses":[]}');
    expect(setAsideDate(entry)?.toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(setAsideDate({ key: `${SET_ASIDE_PREFIX}.x`, raw: '', copied: true })).toBeNull();
    expect(setAsideFile({ key: `${SET_ASIDE_PREFIX}.x`, raw: 'a', copied: true }).fileName).toMatch(
      /^fair-licensing-unreadable-fair-licensing.keys.unreadable.x\.txt$/,
    );
    // The previous version's copies keep their dates too.
    expect(
      setAsideDate({
        key: 'fair-licensing.licenses.unreadable.2026-11-20T08:00:00.000Z',
        raw: '',
        copied: true,
      })?.toISOString(),
    ).toBe('2026-11-20T08:00:00.000Z');
  });

  it('makes safe file names from any license id', () => {
    expect(safeFileNamePart('LIC-20261122-7F3A9C0B')).toBe('LIC-20261122-7F3A9C0B');
    expect(safeFileNamePart('../../etc/passwd')).toBe('..-..-etc-passwd');
    expect(safeFileNamePart('Лицензия 1')).toBe('1');
    expect(safeFileNamePart('☃')).toBe('license');
  });

  it('saves a Blob through a temporary link with the file name', () => {
    const created = vi.fn<(blob: Blob) => string>(() => 'blob:test');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('file.txt');
      expect(this.href).toBe('blob:test');
      expect(document.body.contains(this)).toBe(true);
    });
    downloadBlob(new Blob(['x']), 'file.txt');
    expect(click).toHaveBeenCalledOnce();
    expect(created).toHaveBeenCalledOnce();
    expect(document.querySelector('a')).toBeNull();
  });
});
