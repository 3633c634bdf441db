import { describe, expect, it, vi } from 'vitest';
import { platformFee } from '../pricing/platforms';
import { totalInvested, type License } from './license';
import { MemoryStorage } from '../testing/MemoryStorage';
import { sampleLicenses } from './samples';
import { createLicenseStore, LICENSES_KEY, SCHEMA_VERSION, SET_ASIDE_PREFIX } from './store';

const now = () => new Date('2026-11-22T10:00:00.000Z');
const [book, album] = sampleLicenses(now()) as [License, License];
const stored = (licenses: unknown[]) => JSON.stringify({ version: SCHEMA_VERSION, licenses });

function fakeWindow() {
  const target = new EventTarget();
  return {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    fire: (key: string | null) => {
      const event = new Event('storage') as Event & { key: string | null };
      Object.defineProperty(event, 'key', { value: key });
      target.dispatchEvent(event);
    },
  };
}

describe('the license store', () => {
  it('on a first visit holds the two samples and saves them', () => {
    const storage = new MemoryStorage();
    const store = createLicenseStore({ storage: () => storage, now });
    const state = store.getState();
    expect(state.licenses.map((l) => l.id)).toEqual(['LIC-SAMPLE-0001', 'LIC-SAMPLE-0002']);
    expect(totalInvested(state.licenses)).toBe(3300);
    expect(state.persistent).toBe(true);
    expect(JSON.parse(storage.getItem(LICENSES_KEY) ?? '{}').version).toBe(SCHEMA_VERSION);
  });

  it('keeps what is added, for the next visit, and tells subscribers', () => {
    const storage = new MemoryStorage();
    const store = createLicenseStore({ storage: () => storage, now });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add({ ...book, id: 'LIC-NEW' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.add({ ...book, id: 'LIC-NEW-2' });
    expect(listener).toHaveBeenCalledTimes(1);
    const again = createLicenseStore({ storage: () => storage, now });
    expect(again.getState().licenses.map((l) => l.id)).toContain('LIC-NEW-2');
    expect(() => store.add({ ...book, id: 'LIC-NEW' })).toThrow();
  });

  it('expands a license and keeps the change', () => {
    const storage = new MemoryStorage();
    const store = createLicenseStore({ storage: () => storage, now });
    const { expansion } = store.expand('LIC-SAMPLE-0002', { duration: 'lifetime' });
    expect(expansion.contentFeeDifference).toBe(1200);
    const again = createLicenseStore({ storage: () => storage, now });
    const album2 = again.getState().licenses.find((l) => l.id === 'LIC-SAMPLE-0002');
    expect(album2?.expiryDate).toBeNull();
    expect(album2?.history).toHaveLength(1);
  });

  it('sets unreadable data aside untouched, starts a new list, and says so', () => {
    const storage = new MemoryStorage();
    storage.setItem(LICENSES_KEY, '{ not json');
    const store = createLicenseStore({ storage: () => storage, now });
    const state = store.getState();
    expect(state.licenses).toEqual([]);
    expect(state.skippedOnRead).toBe(1);
    expect(state.setAside).toEqual([
      { key: `${SET_ASIDE_PREFIX}.2026-11-22T10:00:00.000Z`, raw: '{ not json', copied: true },
    ]);
    // The copy aside is exact, and reading again does not make a second copy.
    createLicenseStore({ storage: () => storage, now });
    expect(storage.length).toBe(2);
    expect(storage.getItem(`${SET_ASIDE_PREFIX}.2026-11-22T10:00:00.000Z`)).toBe('{ not json');
  });

  it('keeps the readable records of a partly corrupt document, and the whole original aside', () => {
    const storage = new MemoryStorage();
    const raw = stored([book, { ...album, contentFee: 'eight' }]);
    storage.setItem(LICENSES_KEY, raw);
    const store = createLicenseStore({ storage: () => storage, now });
    expect(store.getState().licenses.map((l) => l.id)).toEqual([book.id]);
    expect(store.getState().skippedOnRead).toBe(1);
    expect(store.getState().setAside[0]?.raw).toBe(raw);
  });

  it('treats an unknown schema version as unreadable rather than guessing', () => {
    const storage = new MemoryStorage();
    storage.setItem(LICENSES_KEY, JSON.stringify({ version: 99, licenses: [book] }));
    const store = createLicenseStore({ storage: () => storage, now });
    expect(store.getState().licenses).toEqual([]);
    expect(store.getState().setAside).toHaveLength(1);
  });

  it('never overwrites unreadable data it could not copy aside, offers it as it is, and says so', () => {
    const storage = new MemoryStorage();
    storage.setItem(LICENSES_KEY, 'garbage');
    storage.refuseKey = (key) => key.startsWith(SET_ASIDE_PREFIX);
    const store = createLicenseStore({ storage: () => storage, now });
    expect(store.getState().setAside).toEqual([
      { key: LICENSES_KEY, raw: 'garbage', copied: false },
    ]);
    expect(store.getState().storageProblem).toBe('full');
    expect(store.add({ ...book, id: 'LIC-X' })).toEqual({ kept: false });
    expect(storage.getItem(LICENSES_KEY)).toBe('garbage');
    expect(store.getState().persistent).toBe(false);
    expect(store.getState().licenses.map((l) => l.id)).toEqual(['LIC-X']);
  });

  it('sets aside a record whose amounts leave the product’s limits, so no page computes with it', () => {
    const storage = new MemoryStorage();
    const huge = {
      ...album,
      contentFee: Number.MAX_SAFE_INTEGER,
      distributionFees: [{ platform: 'ebook', fee: 1 }],
    };
    const raw = stored([book, huge, { ...album, id: 'LIC-NEGATIVE', commission: -1 }]);
    storage.setItem(LICENSES_KEY, raw);
    const store = createLicenseStore({ storage: () => storage, now });
    expect(store.getState().licenses.map((l) => l.id)).toEqual([book.id]);
    expect(store.getState().skippedOnRead).toBe(2);
    expect(store.getState().setAside[0]?.raw).toBe(raw);
    expect(totalInvested(store.getState().licenses)).toBe(2300);
  });

  it('sets aside a record with keys it should not have', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      LICENSES_KEY,
      `{"version":1,"licenses":[${JSON.stringify(book).replace('{', '{"__proto__":{"polluted":true},')}]}`,
    );
    const store = createLicenseStore({ storage: () => storage, now });
    expect(store.getState().licenses).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a purchase when the storage is full is kept for the visit and reported as not kept', () => {
    const storage = new MemoryStorage();
    const store = createLicenseStore({ storage: () => storage, now });
    storage.failWrites = true;
    expect(store.add({ ...book, id: 'LIC-FULL' })).toEqual({ kept: false });
    expect(store.getState()).toMatchObject({ persistent: false, storageProblem: 'full' });
    expect(store.getState().licenses.map((l) => l.id)).toContain('LIC-FULL');
    storage.failWrites = false;
    expect(store.add({ ...book, id: 'LIC-ROOM' })).toEqual({ kept: true });
    expect(store.getState()).toMatchObject({ persistent: true, storageProblem: null });
  });

  it('imports licenses: new ones added, identical ones skipped, a different one under a known id reported and left', () => {
    const storage = new MemoryStorage();
    const store = createLicenseStore({ storage: () => storage, now });
    const fresh = { ...book, id: 'LIC-IMPORTED' };
    const changed = { ...album, licensee: 'Someone else' };
    const result = store.importLicenses([fresh, book, changed]);
    expect(result.added.map((l) => l.id)).toEqual(['LIC-IMPORTED']);
    expect(result.identical.map((l) => l.id)).toEqual([book.id]);
    expect(result.conflicts.map((l) => l.id)).toEqual([album.id]);
    expect(result.kept).toBe(true);
    const kept = store.getState().licenses.find((l) => l.id === album.id);
    expect(kept?.licensee).toBe(album.licensee);
    expect(store.getState().licenses).toHaveLength(3);
  });

  it('discards a set-aside copy only when asked', () => {
    const storage = new MemoryStorage();
    storage.setItem(LICENSES_KEY, 'garbage');
    const store = createLicenseStore({ storage: () => storage, now });
    const key = store.getState().setAside[0]?.key ?? '';
    store.discardSetAside(key);
    expect(store.getState().setAside).toEqual([]);
    expect(storage.getItem(key)).toBeNull();
  });

  it('works for the visit when storage is unavailable', () => {
    const store = createLicenseStore({
      storage: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      now,
    });
    expect(store.getState().persistent).toBe(false);
    expect(store.getState().licenses).toHaveLength(2);
    store.add({ ...book, id: 'LIC-MEMORY' });
    expect(store.getState().licenses.map((l) => l.id)).toContain('LIC-MEMORY');
  });

  it('reports storage that refuses writes (full or private mode) as not kept', () => {
    const storage = new MemoryStorage();
    storage.failWrites = true;
    const store = createLicenseStore({ storage: () => storage, now });
    expect(store.getState().persistent).toBe(false);
    store.add({ ...book, id: 'LIC-MEMORY' });
    expect(store.getState().licenses).toHaveLength(3);
  });

  it('sees changes made in another tab', () => {
    const storage = new MemoryStorage();
    const events = fakeWindow();
    const store = createLicenseStore({ storage: () => storage, now, events });
    const listener = vi.fn();
    store.subscribe(listener);
    // Another tab (sharing the storage) buys a license.
    const other = createLicenseStore({ storage: () => storage, now });
    other.add({ ...book, id: 'LIC-OTHER-TAB' });
    events.fire(LICENSES_KEY);
    expect(listener).toHaveBeenCalled();
    expect(store.getState().licenses.map((l) => l.id)).toContain('LIC-OTHER-TAB');
    listener.mockClear();
    events.fire('some.other.key');
    expect(listener).not.toHaveBeenCalled();
  });

  it('resets to the samples', () => {
    const storage = new MemoryStorage();
    storage.setItem(LICENSES_KEY, stored([{ ...book, id: 'LIC-MINE' }]));
    const store = createLicenseStore({ storage: () => storage, now });
    store.reset();
    expect(store.getState().licenses.map((l) => l.id)).toEqual([
      'LIC-SAMPLE-0001',
      'LIC-SAMPLE-0002',
    ]);
  });

  it('validates amounts as integer cents and platforms as known ids', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      LICENSES_KEY,
      stored([
        { ...book, id: 'a', contentFee: 15.5 },
        { ...book, id: 'b', distributionFees: [{ platform: 'fax', fee: 1 }] },
        { ...book, id: 'c', distributionFees: [platformFee('ebook')] },
      ]),
    );
    const store = createLicenseStore({ storage: () => storage, now });
    expect(store.getState().licenses.map((l) => l.id)).toEqual(['c']);
    expect(store.getState().skippedOnRead).toBe(2);
  });
});
