import { applyExpansion, type ExpansionRequest } from '../pricing/expansion';
import type { License, LicenseExpansion } from './license';
import { sampleLicenses } from './samples';
import { isLicense } from './validate';

/** Where the licenses live in the browser, shared by the catalogue and My Licenses. */
export const LICENSES_KEY = 'fair-licensing.licenses';
/** Unreadable data is copied under this prefix, untouched, before anything is written over it. */
export const SET_ASIDE_PREFIX = 'fair-licensing.licenses.unreadable';
export const SCHEMA_VERSION = 1;

interface StoredDocument {
  version: typeof SCHEMA_VERSION;
  licenses: License[];
}

/** Data that could not be read, kept aside exactly as it was found. */
export interface SetAsideData {
  key: string;
  raw: string;
}

export interface LicenseStoreState {
  /** False until the browser's storage has been read (on the server, and while hydrating). */
  known: boolean;
  licenses: readonly License[];
  /** False when the browser will not keep data: purchases last for this visit only. */
  persistent: boolean;
  /** Unreadable stored data, kept aside (downloadable, never deleted without asking). */
  setAside: readonly SetAsideData[];
  /** How many stored records the last read could not use (0 when all were fine). */
  skippedOnRead: number;
}

export interface LicenseStore {
  getState(): LicenseStoreState;
  subscribe(listener: () => void): () => void;
  add(license: License): void;
  expand(id: string, request: ExpansionRequest): { license: License; expansion: LicenseExpansion };
  /** Back to the seed's two samples, dated from now. */
  reset(): void;
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
  const licenses = document.licenses.filter(isLicense);
  const skipped = document.licenses.length - licenses.length;
  return skipped === 0 ? { kind: 'ok', licenses } : { kind: 'unreadable', raw, licenses, skipped };
}

function serialize(licenses: readonly License[]): string {
  const document: StoredDocument = { version: SCHEMA_VERSION, licenses: [...licenses] };
  return JSON.stringify(document);
}

/**
 * The license store. Reads validate every record; unreadable data is copied aside untouched before
 * the main key is written again, so nothing is ever lost. Without storage it works for the visit.
 * Changes made in another tab arrive through `storage` events and reach every subscriber.
 */
export function createLicenseStore(options: LicenseStoreOptions): LicenseStore {
  const now = options.now ?? (() => new Date());
  const listeners = new Set<() => void>();
  let storage: Storage | null = null;
  let loaded = false;
  let state: LicenseStoreState = {
    known: true,
    licenses: [],
    persistent: false,
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
      // Some browsers expose storage but refuse to write (full, or a privacy mode).
      const probe = `${LICENSES_KEY}.probe`;
      candidate.setItem(probe, '1');
      candidate.removeItem(probe);
      return candidate;
    } catch {
      return null;
    }
  }

  function listSetAside(from: Storage): SetAsideData[] {
    const found: SetAsideData[] = [];
    for (let index = 0; index < from.length; index++) {
      const key = from.key(index);
      if (key?.startsWith(SET_ASIDE_PREFIX)) found.push({ key, raw: from.getItem(key) ?? '' });
    }
    return found.sort((a, b) => a.key.localeCompare(b.key));
  }

  /** Copies unreadable data to a key of its own; false if that was impossible. */
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

  function write(licenses: readonly License[]): boolean {
    if (!storage) return false;
    try {
      storage.setItem(LICENSES_KEY, serialize(licenses));
      return true;
    } catch {
      return false;
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
      emit({ licenses: loaded ? state.licenses : sampleLicenses(now()), persistent: false });
      loaded = true;
      return;
    }
    const result: ReadResult = raw === null ? { kind: 'empty' } : parseDocument(raw);
    let next: Partial<LicenseStoreState>;
    if (result.kind === 'empty') {
      const samples = sampleLicenses(now());
      next = { licenses: samples, persistent: write(samples), skippedOnRead: 0 };
    } else if (result.kind === 'ok') {
      next = { licenses: result.licenses, persistent: true, skippedOnRead: 0 };
    } else {
      // Keep what could be read; the whole original goes aside before the main key is rewritten.
      const keptAside = setAside(storage, result.raw);
      const persistent = keptAside && write(result.licenses);
      if (!keptAside) storage = null; // never overwrite data we could not save elsewhere
      next = { licenses: result.licenses, persistent, skippedOnRead: result.skipped };
    }
    emit({ ...next, setAside: storage ? listSetAside(storage) : state.setAside });
    loaded = true;
  }

  function save(licenses: License[]): void {
    emit({ licenses, persistent: write(licenses) });
  }

  storage = openStorage();
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
      if (state.licenses.some((existing) => existing.id === license.id)) {
        throw new Error(`a license with id ${license.id} already exists`);
      }
      save([...state.licenses, license]);
    },
    expand(id, request) {
      const current = state.licenses.find((license) => license.id === id);
      if (!current) throw new Error(`no license ${id}`);
      const result = applyExpansion(current, request, now());
      save(state.licenses.map((license) => (license.id === id ? result.license : license)));
      return result;
    },
    reset() {
      save(sampleLicenses(now()));
      emit({ skippedOnRead: 0 });
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
