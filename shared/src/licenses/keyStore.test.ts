import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerLicense } from '../marketplace/types';
import { createFakeMarketplace } from '../testing/fakeMarketplace';
import { MemoryStorage } from '../testing/MemoryStorage';
import {
  createLicenseKeyStore,
  KEYS_KEY,
  KEYS_SCHEMA_VERSION,
  KEYS_SET_ASIDE_PREFIX,
  type KeptLicense,
} from './keyStore';
import { LEGACY_LICENSES_KEY, LEGACY_SET_ASIDE_PREFIX, writeLegacyDocument } from './legacy';
import { totalInvested, type License } from './license';
import { sampleLicenses } from './samples';

const now = () => new Date('2026-11-22T10:00:00.000Z');
const [book, album] = sampleLicenses(now()) as [License, License];
const bought: License = { ...book, id: 'LIC-20261120-5E7A11C0', workId: 'calculo-i-araujo' };

let key = '';
let copy: ServerLicense;
let otherKey = '';
let otherCopy: ServerLicense;
beforeAll(async () => {
  const marketplace = createFakeMarketplace({ now });
  key = marketplace.seed({
    workId: 'calculo-i-araujo',
    platforms: ['ebook'],
    duration: 'lifetime',
  });
  copy = await marketplace.licence(key);
  otherKey = marketplace.seed({
    workId: 'cancoes-do-tejo',
    platforms: ['music-streaming'],
    duration: '1-year',
  });
  otherCopy = await marketplace.licence(otherKey);
});

const kept = (entries: Partial<KeptLicense>[]) =>
  entries.map((entry) => ({
    key,
    addedAt: now().toISOString(),
    copy,
    copiedAt: now().toISOString(),
    ...entry,
  }));
const stored = (document: { licenses?: unknown[]; samples?: unknown[]; refused?: unknown[] }) =>
  JSON.stringify({
    version: KEYS_SCHEMA_VERSION,
    licenses: [],
    samples: [],
    refused: [],
    ...document,
  });

function fakeWindow() {
  const target = new EventTarget();
  return {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    fire: (eventKey: string | null) => {
      const event = new Event('storage') as Event & { key: string | null };
      Object.defineProperty(event, 'key', { value: eventKey });
      target.dispatchEvent(event);
    },
  };
}

const setAsideKeys = (storage: MemoryStorage, prefix: string) =>
  storage.keys().filter((name) => name.startsWith(prefix));

describe('the licence key store', () => {
  it('on a first visit holds the two samples, no key, and saves them', () => {
    const storage = new MemoryStorage();
    const store = createLicenseKeyStore({ storage: () => storage, now });
    const state = store.getState();
    expect(state.samples.map((sample) => sample.id)).toEqual([
      'LIC-SAMPLE-0001',
      'LIC-SAMPLE-0002',
    ]);
    expect(totalInvested(state.samples)).toBe(3300);
    expect(state.licenses).toEqual([]);
    expect(state.persistent).toBe(true);
    expect(JSON.parse(storage.getItem(KEYS_KEY) ?? '{}').version).toBe(KEYS_SCHEMA_VERSION);
  });

  it('keeps a key with the server’s copy for the next visit, once, and tells subscribers', () => {
    const storage = new MemoryStorage();
    const store = createLicenseKeyStore({ storage: () => storage, now });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.keep(key, copy)).toEqual({ kept: true });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.keep(key, copy);
    store.keep(otherKey, otherCopy);
    const again = createLicenseKeyStore({ storage: () => storage, now });
    expect(again.getState().licenses.map((entry) => entry.key)).toEqual([key, otherKey]);
    expect(again.getState().licenses[0]?.copy).toEqual(copy);
  });

  it('refuses what is not a key and a licence, rather than keeping it', () => {
    const store = createLicenseKeyStore({ storage: () => new MemoryStorage(), now });
    expect(() => store.keep('not a key', copy)).toThrow(RangeError);
    expect(() => store.keep(key, { ...copy, total: -1 })).toThrow(RangeError);
    expect(store.getState().licenses).toEqual([]);
  });

  it('saves a newer copy of a kept licence, and forgets a key only when asked', () => {
    const storage = new MemoryStorage();
    const store = createLicenseKeyStore({ storage: () => storage, now });
    store.keep(key, copy);
    store.saveCopy(key, { ...copy, licensee: null });
    expect(store.getState().licenses[0]?.copy?.licensee).toBeNull();
    // A copy for a key this browser does not keep is not a reason to keep it.
    store.saveCopy(otherKey, otherCopy);
    expect(store.getState().licenses).toHaveLength(1);
    store.forget(key);
    expect(createLicenseKeyStore({ storage: () => storage, now }).getState().licenses).toEqual([]);
  });

  it('expands a sample by the rules and restores the samples without touching the keys', () => {
    const storage = new MemoryStorage();
    const store = createLicenseKeyStore({ storage: () => storage, now });
    store.keep(key, copy);
    const { expansion } = store.expandSample('LIC-SAMPLE-0002', { duration: 'lifetime' });
    expect(expansion.contentFeeDifference).toBe(1200);
    const again = createLicenseKeyStore({ storage: () => storage, now });
    expect(again.getState().samples[1]?.expiryDate).toBeNull();
    again.restoreSamples();
    expect(again.getState().samples).toEqual([book, album]);
    expect(again.getState().licenses.map((entry) => entry.key)).toEqual([key]);
  });

  it('sets unreadable data aside untouched, starts again with what it could read, and says so', () => {
    const storage = new MemoryStorage();
    const garbage = '{"version":1,"licenses":[{"key":';
    storage.setItem(KEYS_KEY, garbage);
    const store = createLicenseKeyStore({ storage: () => storage, now });
    expect(store.getState().skippedOnRead).toBe(1);
    const aside = setAsideKeys(storage, KEYS_SET_ASIDE_PREFIX);
    expect(aside.map((name) => storage.getItem(name))).toEqual([garbage]);
    expect(store.getState().setAside).toEqual([{ key: aside[0], raw: garbage, copied: true }]);
    // Read again (another tab, a reload): the same data is not copied twice.
    createLicenseKeyStore({ storage: () => storage, now });
    expect(setAsideKeys(storage, KEYS_SET_ASIDE_PREFIX)).toHaveLength(1);
  });

  it('keeps a key whose copy is damaged (the server has the licence), and the original aside', () => {
    const storage = new MemoryStorage();
    const raw = stored({
      licenses: kept([
        { copy: { ...copy, total: 'lots' } as unknown as ServerLicense },
        { key: 'no good' },
      ]),
      samples: [album, { ...album, id: 'LIC-20261120-NOT-A-SAMPLE' }],
    });
    storage.setItem(KEYS_KEY, raw);
    const state = createLicenseKeyStore({ storage: () => storage, now }).getState();
    expect(state.licenses).toEqual([
      { key, addedAt: now().toISOString(), copy: null, copiedAt: null },
    ]);
    expect(state.samples).toEqual([album]);
    expect(state.skippedOnRead).toBe(3);
    expect(
      setAsideKeys(storage, KEYS_SET_ASIDE_PREFIX).map((name) => storage.getItem(name)),
    ).toEqual([raw]);
  });

  it('treats an unknown schema version as unreadable rather than guessing', () => {
    const storage = new MemoryStorage();
    storage.setItem(KEYS_KEY, JSON.stringify({ version: 99, licenses: kept([{}]) }));
    const state = createLicenseKeyStore({ storage: () => storage, now }).getState();
    expect(state.licenses).toEqual([]);
    expect(state.skippedOnRead).toBe(1);
  });

  it('never overwrites unreadable data it could not copy aside, offers it as it is, and says so', () => {
    const storage = new MemoryStorage();
    storage.setItem(KEYS_KEY, 'garbage');
    storage.refuseKey = (name) => name.startsWith(KEYS_SET_ASIDE_PREFIX);
    const store = createLicenseKeyStore({ storage: () => storage, now });
    expect(store.getState()).toMatchObject({ persistent: false, storageProblem: 'full' });
    expect(store.getState().setAside).toEqual([{ key: KEYS_KEY, raw: 'garbage', copied: false }]);
    // A purchase now lasts for the visit, and the original is still there, untouched.
    expect(store.keep(key, copy)).toEqual({ kept: false });
    expect(store.getState().licenses.map((entry) => entry.key)).toEqual([key]);
    expect(storage.getItem(KEYS_KEY)).toBe('garbage');
  });

  it('a purchase with a full storage lasts for the visit, is reported as not kept, and survives another tab', () => {
    const storage = new MemoryStorage();
    const events = fakeWindow();
    const store = createLicenseKeyStore({ storage: () => storage, now, events });
    storage.failWrites = true;
    expect(store.keep(key, copy)).toEqual({ kept: false });
    expect(store.getState()).toMatchObject({ persistent: false, storageProblem: 'full' });
    // Another tab writes: the list is read again, and this visit's key is still there.
    events.fire(KEYS_KEY);
    expect(store.getState().licenses.map((entry) => entry.key)).toEqual([key]);
    // Room again: the next change keeps it for good.
    storage.failWrites = false;
    expect(store.keep(otherKey, otherCopy)).toEqual({ kept: true });
    const again = createLicenseKeyStore({ storage: () => storage, now });
    expect(again.getState().licenses.map((entry) => entry.key)).toEqual([key, otherKey]);
  });

  it('works for the visit when storage is unavailable', () => {
    const store = createLicenseKeyStore({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      now,
    });
    expect(store.getState()).toMatchObject({ persistent: false, storageProblem: 'unavailable' });
    expect(store.getState().samples).toHaveLength(2);
    expect(store.keep(key, copy)).toEqual({ kept: false });
    expect(store.getState().licenses).toHaveLength(1);
  });

  it('sees changes made in another tab, and starts each change from what the storage holds', () => {
    const storage = new MemoryStorage();
    const events = fakeWindow();
    const here = createLicenseKeyStore({ storage: () => storage, now, events });
    const there = createLicenseKeyStore({ storage: () => storage, now });
    const listener = vi.fn();
    here.subscribe(listener);
    there.keep(key, copy);
    events.fire(KEYS_KEY);
    expect(listener).toHaveBeenCalled();
    expect(here.getState().licenses.map((entry) => entry.key)).toEqual([key]);
    // Even without the event, a change here never writes over the other tab's key.
    there.keep(otherKey, otherCopy);
    here.expandSample('LIC-SAMPLE-0002', { duration: 'lifetime' });
    expect(createLicenseKeyStore({ storage: () => storage, now }).getState().licenses).toHaveLength(
      2,
    );
  });

  it('discards a set-aside copy only when asked, and only a set-aside copy', () => {
    const storage = new MemoryStorage();
    storage.setItem(KEYS_KEY, 'garbage');
    const store = createLicenseKeyStore({ storage: () => storage, now });
    const entry = store.getState().setAside[0];
    store.discardSetAside(KEYS_KEY);
    expect(storage.getItem(KEYS_KEY)).not.toBeNull();
    store.discardSetAside(entry?.key ?? '');
    expect(store.getState().setAside).toEqual([]);
  });
});

describe("the previous version's records in the store", () => {
  it('keeps its samples as samples, and its bought records waiting to move', () => {
    const storage = new MemoryStorage();
    const expandedAlbum = { ...album, duration: 'lifetime' as const, expiryDate: null };
    storage.setItem(LEGACY_LICENSES_KEY, writeLegacyDocument([book, expandedAlbum, bought]));
    const store = createLicenseKeyStore({ storage: () => storage, now });
    const state = store.getState();
    expect(state.samples).toEqual([book, expandedAlbum]);
    expect(state.waiting).toEqual([bought]);
    // The samples are in the new document; only the record that must move is left behind.
    expect(JSON.parse(storage.getItem(LEGACY_LICENSES_KEY) ?? '{}').licenses).toEqual([bought]);
  });

  it('lets a record leave only once its key is kept here', () => {
    const storage = new MemoryStorage();
    storage.setItem(LEGACY_LICENSES_KEY, writeLegacyDocument([book, bought]));
    const store = createLicenseKeyStore({ storage: () => storage, now });
    store.settleWaiting(bought.id, { kind: 'moved', key, copy, fingerprint: 'a'.repeat(64) });
    expect(store.getState().waiting).toEqual([]);
    expect(store.getState().licenses.map((entry) => entry.key)).toEqual([key]);
    expect(store.movedFrom('a'.repeat(64))?.key).toBe(key);
    expect(storage.getItem(LEGACY_LICENSES_KEY)).toBeNull();
  });

  it('keeps a refused record as it was, with the reason', () => {
    const storage = new MemoryStorage();
    storage.setItem(LEGACY_LICENSES_KEY, writeLegacyDocument([bought]));
    const store = createLicenseKeyStore({ storage: () => storage, now });
    store.settleWaiting(bought.id, { kind: 'refused', problem: 'work-not-found' });
    const again = createLicenseKeyStore({ storage: () => storage, now }).getState();
    expect(again.refused).toEqual([
      { record: bought, problem: 'work-not-found', refusedAt: now().toISOString() },
    ]);
    expect(again.waiting).toEqual([]);
  });

  it('never drops a waiting record when its key could not be kept', () => {
    const storage = new MemoryStorage();
    storage.setItem(LEGACY_LICENSES_KEY, writeLegacyDocument([bought]));
    const store = createLicenseKeyStore({ storage: () => storage, now });
    storage.failWrites = true;
    expect(
      store.settleWaiting(bought.id, { kind: 'moved', key, copy, fingerprint: 'b'.repeat(64) }),
    ).toEqual({ kept: false });
    // Shown where it now is for this visit; still in the previous version's document.
    expect(store.getState().licenses).toHaveLength(1);
    expect(JSON.parse(storage.getItem(LEGACY_LICENSES_KEY) ?? '{}').licenses).toEqual([bought]);
  });

  it('sets an unreadable document of the previous version aside, and waits with what it could read', () => {
    const storage = new MemoryStorage();
    const raw = JSON.stringify({ version: 1, licenses: [bought, { id: 'LIC-BROKEN' }] });
    storage.setItem(LEGACY_LICENSES_KEY, raw);
    const state = createLicenseKeyStore({ storage: () => storage, now }).getState();
    expect(state.waiting).toEqual([bought]);
    expect(state.skippedOnRead).toBe(1);
    expect(
      setAsideKeys(storage, LEGACY_SET_ASIDE_PREFIX).map((name) => storage.getItem(name)),
    ).toEqual([raw]);
  });
});
