import { applyExpansion, type ExpansionRequest } from '../pricing/expansion';
import type { License, LicenseExpansion } from './license';
import { sampleLicenses } from './samples';
import { copyLicense, isLicense } from './validate';

/** Where the licenses live in the browser, shared by the catalogue and My Licenses. */
export const LICENSES_KEY = 'fair-licensing.licenses';
/** Unreadable data is copied under this prefix, untouched, before anything is written over it. */
export const SET_ASIDE_PREFIX = 'fair-licensing.licenses.unreadable';
export const SCHEMA_VERSION = 1;

interface StoredDocument {
  version: typeof SCHEMA_VERSION;
  licenses: License[];
}

/**
 * Data that could not be read, kept exactly as it was found: under a key of its own (`copied`),
 * or, when the storage was too full to copy it, left where it was (`copied: false`, `key` is the
 * licenses' own key, which is then never written over).
 */
export interface SetAsideData {
  key: string;
  raw: string;
  copied: boolean;
}

/** Why changes are not kept: the browser refuses storage, or it is full. */
export type StorageProblem = 'unavailable' | 'full';

export interface LicenseStoreState {
  /** False until the browser's storage has been read (on the server, and while hydrating). */
  known: boolean;
  licenses: readonly License[];
  /** False when changes are not being kept: they last for this visit only. */
  persistent: boolean;
  storageProblem: StorageProblem | null;
  /** Unreadable stored data, kept aside (downloadable, never deleted without asking). */
  setAside: readonly SetAsideData[];
  /** How many stored records the last read could not use (0 when all were fine). */
  skippedOnRead: number;
}

/** What became of a change: in memory always, and `kept` when the storage has it too. */
export interface Saved {
  kept: boolean;
}

export interface ImportResult extends Saved {
  added: License[];
  /** Already here, exactly the same: skipped. */
  identical: License[];
  /** Here under the same id with other details: the license already here was kept. */
  conflicts: License[];
}

export interface LicenseStore {
  getState(): LicenseStoreState;
  subscribe(listener: () => void): () => void;
  add(license: License): Saved;
  expand(
    id: string,
    request: ExpansionRequest,
  ): Saved & { license: License; expansion: LicenseExpansion };
  /** Back to the seed's two samples, dated from now. */
  reset(): Saved;
  /** Adds checked licenses (from an export): new ones are added, none already here is changed. */
  importLicenses(licenses: readonly License[]): ImportResult;
  /** Deletes one set-aside copy, once the visitor has said so. */
  discardSetAside(key: string): void;
}

export interface LicenseStoreOptions {
  /** Returns the storage, or throws when the browser refuses it (privacy modes, policies). */
  storage: () => Storage;
  now?: () => Date;
  /** Where `storage` events from other tabs arrive; omitted in tests that don't need it. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** What a page shows before the browser's storage is read: nothing known yet. */
export const UNKNOWN_STORE_STATE: LicenseStoreState = Object.freeze({
  known: false,
  licenses: [],
  persistent: true,
  storageProblem: null,
  setAside: [],
  skippedOnRead: 0,
});

type ReadResult =
  | { kind: 'empty' }
  | { kind: 'ok'; licenses: License[] }
  | { kind: 'unreadable'; raw: string; licenses: License[]; skipped: number };

function parseDocument(raw: string): ReadResult {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { kind: 'unreadable', raw, licenses: [], skipped: 1 };
  }
  const document = json as Partial<StoredDocument> | null;
  if (
    !document ||
    typeof document !== 'object' ||
    document.version !== SCHEMA_VERSION ||
    !Array.isArray(document.licenses)
  ) {
    return { kind: 'unreadable', raw, licenses: [], skipped: 1 };
  }
  const seen = new Set<string>();
  const licenses: License[] = [];
  for (const record of document.licenses) {
    if (!isLicense(record) || seen.has(record.id)) continue;
    seen.add(record.id);
    licenses.push(copyLicense(record));
  }
  const skipped = document.licenses.length - licenses.length;
  return skipped === 0 ? { kind: 'ok', licenses } : { kind: 'unreadable', raw, licenses, skipped };
}

function serialize(licenses: readonly License[]): string {
  const document: StoredDocument = { version: SCHEMA_VERSION, licenses: [...licenses] };
  return JSON.stringify(document);
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

const sameLicense = (a: License, b: License) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The license store. Reads check every record (see validate.ts); unreadable data is copied aside
 * untouched before the main key is written again, and when even that copy does not fit, the
 * original stays where it is and is never written over, so nothing is ever lost. Without storage,
 * or with a full one, it works for the visit and says so: a change is never reported as kept when
 * it was not. Changes made in another tab arrive through `storage` events.
 */
export function createLicenseStore(options: LicenseStoreOptions): LicenseStore {
  const now = options.now ?? (() => new Date());
  const listeners = new Set<() => void>();
  let storage: Storage | null = null;
  let unavailable = false;
  /** The unreadable original is only in the main key: nothing may be written there. */
  let mainKeyHeld = false;
  let loaded = false;
  let state: LicenseStoreState = {
    known: true,
    licenses: [],
    persistent: false,
    storageProblem: null,
    setAside: [],
    skippedOnRead: 0,
  };

  const emit = (next: Partial<LicenseStoreState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  function openStorage(): Storage | null {
    try {
      const candidate = options.storage();
      // Some browsers expose storage but refuse any write (a privacy mode): probe with a byte.
      const probe = `${LICENSES_KEY}.probe`;
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
      if (key?.startsWith(SET_ASIDE_PREFIX)) {
        found.push({ key, raw: from.getItem(key) ?? '', copied: true });
      }
    }
    return found.sort((a, b) => a.key.localeCompare(b.key));
  }

  /** Copies unreadable data to a key of its own; false if it could not be stored there. */
  function setAside(from: Storage, raw: string): boolean {
    if (listSetAside(from).some((entry) => entry.raw === raw)) return true;
    const key = `${SET_ASIDE_PREFIX}.${now().toISOString()}`;
    try {
      from.setItem(key, raw);
      return from.getItem(key) === raw;
    } catch {
      return false;
    }
  }

  /** Writes the list; what is in `state` afterwards says whether the storage has it. */
  function write(
    licenses: readonly License[],
  ): Pick<LicenseStoreState, 'persistent' | 'storageProblem'> {
    if (!storage || unavailable) return { persistent: false, storageProblem: 'unavailable' };
    if (mainKeyHeld) return { persistent: false, storageProblem: 'full' };
    try {
      storage.setItem(LICENSES_KEY, serialize(licenses));
      return { persistent: true, storageProblem: null };
    } catch (error) {
      return { persistent: false, storageProblem: isQuotaError(error) ? 'full' : 'unavailable' };
    }
  }

  function load(): void {
    let raw: string | null = null;
    try {
      raw = storage ? storage.getItem(LICENSES_KEY) : null;
    } catch {
      storage = null;
    }
    if (!storage) {
      // No storage: the visit starts with the samples and keeps whatever is bought in memory.
      emit({
        licenses: loaded ? state.licenses : sampleLicenses(now()),
        persistent: false,
        storageProblem: 'unavailable',
      });
      loaded = true;
      return;
    }
    const result: ReadResult = raw === null ? { kind: 'empty' } : parseDocument(raw);
    let next: Partial<LicenseStoreState>;
    let heldInPlace: SetAsideData[] = [];
    mainKeyHeld = false;
    if (result.kind === 'empty') {
      const samples = sampleLicenses(now());
      next = { licenses: samples, ...write(samples), skippedOnRead: 0 };
    } else if (result.kind === 'ok') {
      next = {
        licenses: result.licenses,
        persistent: true,
        storageProblem: null,
        skippedOnRead: 0,
      };
    } else {
      // Keep what could be read; the whole original goes aside before the main key is rewritten.
      if (setAside(storage, result.raw)) {
        next = {
          licenses: result.licenses,
          ...write(result.licenses),
          skippedOnRead: result.skipped,
        };
      } else {
        // No room for a copy: the original stays where it is, untouched, and may be downloaded.
        mainKeyHeld = true;
        heldInPlace = [{ key: LICENSES_KEY, raw: result.raw, copied: false }];
        next = {
          licenses: result.licenses,
          persistent: false,
          storageProblem: 'full',
          skippedOnRead: result.skipped,
        };
      }
    }
    emit({ ...next, setAside: [...heldInPlace, ...listSetAside(storage)] });
    loaded = true;
  }

  function save(licenses: License[]): Saved {
    const result = write(licenses);
    emit({ licenses, ...result });
    return { kept: result.persistent };
  }

  storage = openStorage();
  unavailable = storage === null;
  load();

  options.events?.addEventListener('storage', (event: Event) => {
    const key = (event as StorageEvent).key;
    // A null key means another tab cleared the storage.
    if (key === null || key === LICENSES_KEY || key.startsWith(SET_ASIDE_PREFIX)) load();
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(license) {
      if (!isLicense(license)) throw new RangeError('not a valid license');
      if (state.licenses.some((existing) => existing.id === license.id)) {
        throw new Error(`a license with id ${license.id} already exists`);
      }
      return save([...state.licenses, copyLicense(license)]);
    },
    expand(id, request) {
      const current = state.licenses.find((license) => license.id === id);
      if (!current) throw new Error(`no license ${id}`);
      const result = applyExpansion(current, request, now());
      const saved = save(
        state.licenses.map((license) => (license.id === id ? result.license : license)),
      );
      return { ...result, ...saved };
    },
    reset() {
      const saved = save(sampleLicenses(now()));
      emit({ skippedOnRead: 0 });
      return saved;
    },
    importLicenses(incoming) {
      const added: License[] = [];
      const identical: License[] = [];
      const conflicts: License[] = [];
      const byId = new Map(state.licenses.map((license) => [license.id, license]));
      for (const license of incoming) {
        const existing = byId.get(license.id);
        if (!existing) {
          const copy = copyLicense(license);
          added.push(copy);
          byId.set(copy.id, copy);
        } else if (sameLicense(existing, copyLicense(license))) {
          identical.push(license);
        } else {
          conflicts.push(license);
        }
      }
      if (added.length === 0) return { added, identical, conflicts, kept: state.persistent };
      const saved = save([...state.licenses, ...added]);
      return { added, identical, conflicts, ...saved };
    },
    discardSetAside(key) {
      if (!key.startsWith(SET_ASIDE_PREFIX)) return;
      try {
        storage?.removeItem(key);
      } catch {
        // nothing we can do; it stays listed
      }
      emit({ setAside: storage ? listSetAside(storage) : [] });
    },
  };
}

let pageStore: LicenseStore | undefined;

/** The page's one store. `@fair/shared` is a federation singleton, so every remote shares it. */
export function getLicenseStore(): LicenseStore {
  pageStore ??= createLicenseStore({
    storage: () => window.localStorage,
    events: window,
  });
  return pageStore;
}
