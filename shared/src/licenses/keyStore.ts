import { readServerLicense } from '../marketplace/read';
import type { ServerLicense } from '../marketplace/types';
import { applyExpansion, type ExpansionRequest } from '../pricing/expansion';
import { normalizeLicenseKey } from './codes';
import {
  LEGACY_LICENSES_KEY,
  LEGACY_SET_ASIDE_PREFIX,
  partitionLegacy,
  readLegacyDocument,
  writeLegacyDocument,
} from './legacy';
import type { License, LicenseExpansion } from './license';
import { isSampleLicense, sampleLicenses } from './samples';
import { copyLicense, isLicense } from './validate';

/**
 * What the browser keeps of a visitor's licences (product rules §3): the key of each licence
 * bought on the marketplace with the last copy the server sent of it, the two samples (browser-only
 * demonstration records), and the previous version's records until they have moved to the server.
 * `localStorage["fair-licensing.keys"]`, shared by the catalogue (a purchase keeps its key) and
 * My licences.
 */
export const KEYS_KEY = 'fair-licensing.keys';
/** Unreadable data is copied under this prefix, untouched, before anything is written over it. */
export const KEYS_SET_ASIDE_PREFIX = 'fair-licensing.keys.unreadable';
export const KEYS_SCHEMA_VERSION = 1;

/** A licence on the marketplace, as this browser keeps it: its key and the server's last copy. */
export interface KeptLicense {
  /** The buyer's secret: the only way back to the licence. */
  key: string;
  addedAt: string;
  /** The last copy the server sent, and when; null until it has answered once. */
  copy: ServerLicense | null;
  copiedAt: string | null;
  /** The fingerprint of the previous version's record it was moved from (`legacyFingerprint`). */
  movedFrom?: string;
}

/** A record of the previous version the server would not take: kept as it was, with the reason. */
export interface RefusedRecord {
  record: License;
  /** The problem the server answered with (its slug, e.g. `work-not-found`). */
  problem: string;
  refusedAt: string;
}

/**
 * Data that could not be read, kept exactly as it was found: under a key of its own (`copied`),
 * or, when the storage was too full to copy it, left where it was (`copied: false`, `key` is the
 * data's own key, which is then never written over).
 */
export interface SetAsideData {
  key: string;
  raw: string;
  copied: boolean;
}

/** Why changes are not kept: the browser refuses storage, or it is full. */
export type StorageProblem = 'unavailable' | 'full';

export interface LicenseKeyStoreState {
  /** False until the browser's storage has been read (on the server, and while hydrating). */
  known: boolean;
  licenses: readonly KeptLicense[];
  /** The samples: demonstration records, no key, no code, not on the server. */
  samples: readonly License[];
  /** The previous version's records still in this browser, waiting to move to the server. */
  waiting: readonly License[];
  /** The previous version's records the server would not take, kept here as they were. */
  refused: readonly RefusedRecord[];
  /** False when changes are not being kept: they last for this visit only. */
  persistent: boolean;
  storageProblem: StorageProblem | null;
  /** Unreadable stored data, kept aside (downloadable, never deleted without asking). */
  setAside: readonly SetAsideData[];
  /** How many stored entries the last read could not use (0 when all were fine). */
  skippedOnRead: number;
}

/** What became of a change: in memory always, and `kept` when the storage has it too. */
export interface Saved {
  kept: boolean;
}

/** What became of one of the previous version's records that tried to move to the server. */
export type LegacyOutcome =
  | { kind: 'moved'; key: string; copy: ServerLicense; fingerprint: string }
  | { kind: 'refused'; problem: string };

export interface LicenseKeyStore {
  getState(): LicenseKeyStoreState;
  subscribe(listener: () => void): () => void;
  /** Keeps a licence's key and the server's copy of it (a purchase, a pasted key, an import). */
  keep(key: string, copy: ServerLicense, options?: { movedFrom?: string }): Saved;
  /** The server's newer copy of a licence whose key is kept. */
  saveCopy(key: string, copy: ServerLicense): Saved;
  /** Drops a key from this browser (the licence stays on the server). */
  forget(key: string): Saved;
  /** Whether a record of the previous version (by its fingerprint) has already moved here. */
  movedFrom(fingerprint: string): KeptLicense | undefined;
  /** One waiting record's move is over: its key is kept, or it is kept as refused. */
  settleWaiting(id: string, outcome: LegacyOutcome): Saved;
  /** A record (from an old export file) the server would not take: kept as it was. */
  keepRefused(record: License, problem: string): Saved;
  expandSample(
    id: string,
    request: ExpansionRequest,
  ): Saved & { license: License; expansion: LicenseExpansion };
  /** Back to the two samples, dated from now; the kept keys are not touched. */
  restoreSamples(): Saved;
  /** Deletes one set-aside copy, once the visitor has said so. */
  discardSetAside(key: string): void;
}

export interface LicenseKeyStoreOptions {
  /** Returns the storage, or throws when the browser refuses it (privacy modes, policies). */
  storage: () => Storage;
  now?: () => Date;
  /** Where `storage` events from other tabs arrive; omitted in tests that don't need it. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** What a page shows before the browser's storage is read: nothing known yet. */
export const UNKNOWN_KEY_STORE_STATE: LicenseKeyStoreState = Object.freeze({
  known: false,
  licenses: [],
  samples: [],
  waiting: [],
  refused: [],
  persistent: true,
  storageProblem: null,
  setAside: [],
  skippedOnRead: 0,
});

interface KeysDocument {
  licenses: KeptLicense[];
  samples: License[];
  refused: RefusedRecord[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));
const MAX_ENTRIES = 5000;

/** One kept licence read back: a key it can use, or null. A broken copy costs only the copy. */
function readKept(value: unknown): { kept: KeptLicense; copyLost: boolean } | null {
  if (!isObject(value) || typeof value.key !== 'string') return null;
  const key = normalizeLicenseKey(value.key);
  if (key === null || key !== value.key || !isDate(value.addedAt)) return null;
  const copy = value.copy === null ? null : readServerLicense(value.copy);
  const copyLost = value.copy !== null && copy === null;
  const movedFrom =
    typeof value.movedFrom === 'string' && /^[0-9a-f]{64}$/.test(value.movedFrom)
      ? value.movedFrom
      : undefined;
  return {
    kept: {
      key,
      addedAt: value.addedAt,
      copy,
      copiedAt: copy && isDate(value.copiedAt) ? value.copiedAt : null,
      ...(movedFrom ? { movedFrom } : {}),
    },
    copyLost,
  };
}

function readRefused(value: unknown): RefusedRecord | null {
  if (
    !isObject(value) ||
    !isLicense(value.record) ||
    typeof value.problem !== 'string' ||
    !/^[a-z0-9-]{1,60}$/.test(value.problem) ||
    !isDate(value.refusedAt)
  ) {
    return null;
  }
  return { record: copyLicense(value.record), problem: value.problem, refusedAt: value.refusedAt };
}

type ReadResult =
  | { kind: 'ok'; document: KeysDocument }
  | { kind: 'unreadable'; document: KeysDocument; skipped: number };

/** Reads the stored document, entry by entry: what can be used is kept, the rest counted. */
export function readKeysDocument(raw: string): ReadResult {
  const empty: KeysDocument = { licenses: [], samples: [], refused: [] };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { kind: 'unreadable', document: empty, skipped: 1 };
  }
  if (
    !isObject(json) ||
    json.version !== KEYS_SCHEMA_VERSION ||
    !Array.isArray(json.licenses) ||
    !Array.isArray(json.samples) ||
    !Array.isArray(json.refused) ||
    json.licenses.length + json.samples.length + json.refused.length > MAX_ENTRIES
  ) {
    return { kind: 'unreadable', document: empty, skipped: 1 };
  }
  let skipped = 0;
  const document: KeysDocument = { licenses: [], samples: [], refused: [] };
  for (const entry of json.licenses as unknown[]) {
    const read = readKept(entry);
    if (!read || document.licenses.some((kept) => kept.key === read.kept.key)) {
      skipped++;
      continue;
    }
    if (read.copyLost) skipped++;
    document.licenses.push(read.kept);
  }
  for (const record of json.samples as unknown[]) {
    if (
      !isLicense(record) ||
      !isSampleLicense(record) ||
      document.samples.some((sample) => sample.id === record.id)
    ) {
      skipped++;
      continue;
    }
    document.samples.push(copyLicense(record));
  }
  for (const entry of json.refused as unknown[]) {
    const refused = readRefused(entry);
    if (!refused) skipped++;
    else document.refused.push(refused);
  }
  return skipped === 0 ? { kind: 'ok', document } : { kind: 'unreadable', document, skipped };
}

function serialize(document: KeysDocument): string {
  return JSON.stringify({ version: KEYS_SCHEMA_VERSION, ...document });
}

/** A write refused for lack of room (each browser names it its own way). */
function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' ||
      error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
      error.code === 22)
  );
}

const SET_ASIDE_PREFIXES = [KEYS_SET_ASIDE_PREFIX, LEGACY_SET_ASIDE_PREFIX];

/**
 * The store of a visitor's licence keys. Reads check every entry; unreadable data is copied aside
 * untouched before its key is written again, and when even that copy does not fit, the original
 * stays where it is and is never written over, so nothing is ever lost. Without storage, or with
 * a full one, it works for the visit and says so: a change is never reported as kept when it was
 * not (and a key kept for the visit only survives a reload of the list from another tab). The
 * previous version's records leave their key only once they are kept here, on the server or as
 * refused. Changes made in another tab arrive through `storage` events.
 */
export function createLicenseKeyStore(options: LicenseKeyStoreOptions): LicenseKeyStore {
  const now = options.now ?? (() => new Date());
  const listeners = new Set<() => void>();
  let storage: Storage | null = null;
  /** Unreadable originals left in place (no room to copy them): never written over. */
  let mainHeld = false;
  let legacyHeld = false;
  let document: KeysDocument = { licenses: [], samples: [], refused: [] };
  let waiting: License[] = [];
  /** Keys kept this visit that the storage has not taken: never dropped by a reload. */
  const unsaved = new Map<string, KeptLicense>();
  let state: LicenseKeyStoreState = {
    ...UNKNOWN_KEY_STORE_STATE,
    known: true,
    persistent: false,
  };

  function publish(next: Partial<LicenseKeyStoreState>) {
    state = {
      ...state,
      licenses: document.licenses,
      samples: document.samples,
      refused: document.refused,
      waiting,
      ...next,
    };
    for (const listener of listeners) listener();
  }

  function openStorage(): Storage | null {
    try {
      const candidate = options.storage();
      // Some browsers expose storage but refuse any write (a privacy mode): probe with a byte.
      const probe = `${KEYS_KEY}.probe`;
      candidate.setItem(probe, '1');
      candidate.removeItem(probe);
      return candidate;
    } catch (error) {
      // A full storage still reads: it is used, and each write says whether it was kept.
      if (isQuotaError(error)) {
        try {
          return options.storage();
        } catch {
          return null;
        }
      }
      return null;
    }
  }

  function listSetAside(from: Storage): SetAsideData[] {
    const found: SetAsideData[] = [];
    for (let index = 0; index < from.length; index++) {
      const key = from.key(index);
      if (key && SET_ASIDE_PREFIXES.some((prefix) => key.startsWith(`${prefix}.`))) {
        found.push({ key, raw: from.getItem(key) ?? '', copied: true });
      }
    }
    return found.sort((a, b) => a.key.localeCompare(b.key));
  }

  /** Copies unreadable data to a key of its own; false if it could not be stored there. */
  function setAside(from: Storage, prefix: string, raw: string): boolean {
    if (listSetAside(from).some((entry) => entry.raw === raw)) return true;
    const key = `${prefix}.${now().toISOString()}`;
    try {
      from.setItem(key, raw);
      return from.getItem(key) === raw;
    } catch {
      return false;
    }
  }

  type WriteResult = Pick<LicenseKeyStoreState, 'persistent' | 'storageProblem'>;

  function write(): WriteResult {
    if (!storage) return { persistent: false, storageProblem: 'unavailable' };
    if (mainHeld) return { persistent: false, storageProblem: 'full' };
    try {
      storage.setItem(KEYS_KEY, serialize(document));
      return { persistent: true, storageProblem: null };
    } catch (error) {
      return { persistent: false, storageProblem: isQuotaError(error) ? 'full' : 'unavailable' };
    }
  }

  /** What is left of the previous version's document: its waiting records, or nothing. */
  function writeLegacy(): void {
    if (!storage || legacyHeld) return;
    try {
      if (waiting.length === 0) storage.removeItem(LEGACY_LICENSES_KEY);
      else storage.setItem(LEGACY_LICENSES_KEY, writeLegacyDocument(waiting));
    } catch {
      // It stays as it was: its records are only ever removed once kept here.
    }
  }

  /** Reads both documents from the storage into memory (`publish` shows them). */
  function load(): Partial<LicenseKeyStoreState> {
    let raw: string | null = null;
    let legacyRaw: string | null = null;
    try {
      raw = storage ? storage.getItem(KEYS_KEY) : null;
      legacyRaw = storage ? storage.getItem(LEGACY_LICENSES_KEY) : null;
    } catch {
      storage = null;
    }
    if (!storage) {
      // No storage: the visit starts with the samples and keeps whatever is bought in memory.
      if (document.samples.length === 0 && document.licenses.length === 0) {
        document = { licenses: [...unsaved.values()], samples: sampleLicenses(now()), refused: [] };
      }
      return { persistent: false, storageProblem: 'unavailable' };
    }

    let skipped = 0;
    const held: SetAsideData[] = [];

    // The previous version's records: the readable ones wait to move; the rest goes aside.
    legacyHeld = false;
    let legacySamples: License[] = [];
    waiting = [];
    if (legacyRaw !== null) {
      const legacy = readLegacyDocument(legacyRaw);
      const { bought, samples } = partitionLegacy(legacy.licenses);
      waiting = bought;
      legacySamples = samples;
      if (legacy.kind === 'unreadable') {
        skipped += legacy.skipped;
        if (!setAside(storage, LEGACY_SET_ASIDE_PREFIX, legacyRaw)) {
          legacyHeld = true;
          held.push({ key: LEGACY_LICENSES_KEY, raw: legacyRaw, copied: false });
        }
      }
    }

    mainHeld = false;
    let result: WriteResult = { persistent: true, storageProblem: null };
    if (raw === null) {
      // A first visit, or the first since the previous version: its samples stay samples.
      document = {
        licenses: [...unsaved.values()],
        samples: legacyRaw === null ? sampleLicenses(now()) : legacySamples,
        refused: [],
      };
      result = write();
      if (result.persistent && legacyRaw !== null) writeLegacy();
    } else {
      const read = readKeysDocument(raw);
      document = read.document;
      for (const [key, kept] of unsaved) {
        if (document.licenses.some((entry) => entry.key === key)) unsaved.delete(key);
        else document.licenses.push(kept);
      }
      if (read.kind === 'unreadable') {
        skipped += read.skipped;
        if (setAside(storage, KEYS_SET_ASIDE_PREFIX, raw)) {
          result = write();
        } else {
          mainHeld = true;
          held.push({ key: KEYS_KEY, raw, copied: false });
          result = { persistent: false, storageProblem: 'full' };
        }
      } else if (unsaved.size > 0) {
        result = write();
      }
      // Samples the previous version wrote again (an old tab still open) are not records to move.
      if (legacySamples.length > 0 && result.persistent) writeLegacy();
    }
    if (result.persistent) unsaved.clear();
    return { ...result, skippedOnRead: skipped, setAside: [...held, ...listSetAside(storage)] };
  }

  /** Applies a change to the freshest stored list, writes it, and says whether it was kept. */
  function change(apply: () => void): Saved {
    // Another tab may have written since this one read: start from what the storage holds,
    // unless this visit's changes live in memory only (then memory is the truth).
    if (state.persistent && storage) {
      const { skippedOnRead, setAside: aside } = load();
      state = {
        ...state,
        ...(skippedOnRead !== undefined ? { skippedOnRead } : {}),
        ...(aside ? { setAside: aside } : {}),
      };
    }
    apply();
    const result = write();
    publish(result);
    return { kept: result.persistent };
  }

  function upsert(entry: KeptLicense) {
    const index = document.licenses.findIndex((kept) => kept.key === entry.key);
    const licenses = [...document.licenses];
    if (index >= 0) licenses[index] = { ...licenses[index], ...entry } as KeptLicense;
    else licenses.push(entry);
    document = { ...document, licenses };
  }

  function keepEntry(key: string, copy: ServerLicense, movedFrom?: string): Saved {
    const checkedKey = normalizeLicenseKey(key);
    const checkedCopy = readServerLicense(copy);
    if (checkedKey === null || checkedCopy === null) {
      throw new RangeError('not a licence key and its licence');
    }
    const at = now().toISOString();
    const existing = document.licenses.find((kept) => kept.key === checkedKey);
    const entry: KeptLicense = {
      key: checkedKey,
      addedAt: existing?.addedAt ?? at,
      copy: checkedCopy,
      copiedAt: at,
      ...((movedFrom ?? existing?.movedFrom)
        ? { movedFrom: movedFrom ?? existing?.movedFrom }
        : {}),
    };
    const saved = change(() => upsert(entry));
    if (!saved.kept) unsaved.set(entry.key, entry);
    return saved;
  }

  storage = openStorage();
  publish(load());

  options.events?.addEventListener('storage', (event: Event) => {
    const key = (event as StorageEvent).key;
    // A null key means another tab cleared the storage.
    if (
      key === null ||
      key === KEYS_KEY ||
      key === LEGACY_LICENSES_KEY ||
      SET_ASIDE_PREFIXES.some((prefix) => key.startsWith(prefix))
    ) {
      publish(load());
    }
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    keep: (key, copy, keepOptions) => keepEntry(key, copy, keepOptions?.movedFrom),
    saveCopy(key, copy) {
      if (!document.licenses.some((kept) => kept.key === key)) return { kept: state.persistent };
      return keepEntry(key, copy);
    },
    forget(key) {
      unsaved.delete(key);
      return change(() => {
        document = {
          ...document,
          licenses: document.licenses.filter((kept) => kept.key !== key),
        };
      });
    },
    movedFrom: (fingerprint) => document.licenses.find((kept) => kept.movedFrom === fingerprint),
    settleWaiting(id, outcome) {
      const record = waiting.find((license) => license.id === id);
      let saved: Saved;
      if (outcome.kind === 'moved') {
        saved = keepEntry(outcome.key, outcome.copy, outcome.fingerprint);
      } else {
        if (!record) return { kept: state.persistent };
        saved = change(() => {
          document = {
            ...document,
            refused: [
              ...document.refused.filter((entry) => entry.record.id !== id),
              {
                record: copyLicense(record),
                problem: outcome.problem,
                refusedAt: now().toISOString(),
              },
            ],
          };
        });
      }
      // Out of the previous version's document only once it is kept here; for this visit, it
      // is shown where it now is (a kept licence, or a refused record).
      waiting = waiting.filter((license) => license.id !== id);
      if (saved.kept) writeLegacy();
      publish({});
      return saved;
    },
    keepRefused(record, problem) {
      if (!isLicense(record)) throw new RangeError('not a licence record');
      return change(() => {
        document = {
          ...document,
          refused: [
            ...document.refused.filter((entry) => entry.record.id !== record.id),
            { record: copyLicense(record), problem, refusedAt: now().toISOString() },
          ],
        };
      });
    },
    expandSample(id, request) {
      const current = document.samples.find((sample) => sample.id === id);
      if (!current) throw new Error(`no sample ${id}`);
      const result = applyExpansion(current, request, now());
      const saved = change(() => {
        document = {
          ...document,
          samples: document.samples.map((sample) => (sample.id === id ? result.license : sample)),
        };
      });
      return { ...result, ...saved };
    },
    restoreSamples() {
      const saved = change(() => {
        document = { ...document, samples: sampleLicenses(now()) };
      });
      publish({ skippedOnRead: 0 });
      return saved;
    },
    discardSetAside(key) {
      if (!SET_ASIDE_PREFIXES.some((prefix) => key.startsWith(`${prefix}.`))) return;
      try {
        storage?.removeItem(key);
      } catch {
        // nothing we can do; it stays listed
      }
      publish({ setAside: storage ? listSetAside(storage) : [] });
    },
  };
}

/**
 * Where the page keeps its one store. Each remote bundles this code for itself, so a variable of
 * this module would be one store per remote; a registered symbol is the page's. Copies from
 * remotes deployed at different times meet here: the store's interface changes only with a major
 * version of @fair/shared (src/api.test.ts holds it), and a deploy never mixes majors on a page.
 */
const PAGE_STORE = Symbol.for("@fair/shared: the page's licence key store");

/**
 * The page's one store, whichever remote asks first: a key bought on the catalogue is listed by
 * My licences without a reload, even when the storage could not keep it.
 */
export function getLicenseKeyStore(): LicenseKeyStore {
  const page = window as typeof window & { [PAGE_STORE]?: LicenseKeyStore };
  page[PAGE_STORE] ??= createLicenseKeyStore({
    storage: () => window.localStorage,
    events: window,
  });
  return page[PAGE_STORE];
}
