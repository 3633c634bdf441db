import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ParcelConfigObject } from 'single-spa';
import type { Remotes } from './remotesDocument';

let remotes: Remotes = { entries: {}, unusable: {} };

/** Tells the federation runtime where the page's remotes are. */
export function registerPageRemotes(document: Remotes): void {
  remotes = document;
  registerRemotes(
    Object.entries(document.entries).map(([name, entry]) => ({ name, entry, type: 'module' })),
    { force: true },
  );
}

/** The entry this page loads a remote from, or undefined when the document left it out. */
export function entryOf(remote: string): string | undefined {
  return remotes.entries[remote];
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`${remote} is not available: ${reason}`);
  }
}

function isLifecycles(value: unknown): value is ParcelConfigObject {
  const candidate = value as Partial<ParcelConfigObject> | null;
  return (
    !!candidate &&
    typeof candidate.mount === 'function' &&
    typeof candidate.unmount === 'function' &&
    typeof candidate.bootstrap === 'function'
  );
}

const pending = new Map<string, Promise<ParcelConfigObject>>();

/**
 * A page module's single-spa lifecycles. The request is kept, so the page the visitor arrived on
 * starts loading before the frame has hydrated and the outlet picks up the same request; a failed
 * one is forgotten, so Retry starts anew (and the runtime asks for a fresh address).
 */
export function loadPageLifecycles(remote: string, module: string): Promise<ParcelConfigObject> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const existing = pending.get(id);
  if (existing) return existing;
  const loading = (async () => {
    const reason = remotes.unusable[remote];
    if (reason || !remotes.entries[remote]) {
      throw new RemoteUnavailableError(remote, reason ?? 'not in the remotes document');
    }
    const loaded = await loadRemote<unknown>(id);
    if (!isLifecycles(loaded)) throw new Error(`${id} does not expose single-spa lifecycles`);
    // A module namespace object is frozen; single-spa gets a plain copy it may annotate.
    const { bootstrap, mount, unmount, update } = loaded;
    return { bootstrap, mount, unmount, ...(update ? { update } : {}) };
  })();
  pending.set(id, loading);
  loading.catch(() => pending.delete(id));
  return loading;
}
