import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ParcelConfigObject } from 'single-spa';
import type { RemoteName } from '../routes';
import type { RemoteEntries } from './remotesDocument';

/** Past this, a remote counts as down and its area offers Retry (PRODUCT.md §5). */
export const REMOTE_TIMEOUT_MS = 8000;

export class RemoteTimeoutError extends Error {
  constructor(readonly remote: string) {
    super(`${remote} did not answer within ${REMOTE_TIMEOUT_MS} ms`);
  }
}

let entries: RemoteEntries | undefined;
const attempts = new Map<RemoteName, number>();

function remoteInfo(name: RemoteName, attempt: number) {
  const entry = entries?.[name];
  if (!entry) throw new Error(`Remote ${name} is not registered`);
  // A failed dynamic import stays failed for that URL in the browser's module map, so a retry
  // asks for the entry under a new URL.
  const url = attempt === 0 ? entry : `${entry}${entry.includes('?') ? '&' : '?'}retry=${attempt}`;
  return { name, entry: url, type: 'module' as const };
}

export function registerRemoteEntries(document: RemoteEntries): void {
  entries = document;
  registerRemotes(
    (Object.keys(document) as RemoteName[]).map((name) => remoteInfo(name, 0)),
    { force: true },
  );
}

/** Registers the remote again under a fresh URL, dropping whatever the failed attempt cached. */
export function forgetFailedRemote(name: RemoteName): void {
  for (const key of pending.keys()) if (key.startsWith(`${name}/`)) pending.delete(key);
  const attempt = (attempts.get(name) ?? 0) + 1;
  attempts.set(name, attempt);
  registerRemotes([remoteInfo(name, attempt)], { force: true });
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
 * Loads a page module's single-spa lifecycles, failing after REMOTE_TIMEOUT_MS. The promise is
 * kept, so the shell can start loading the current page before React has rendered its frame,
 * and the outlet then picks up the same request. A failed load is forgotten so Retry starts anew.
 */
export function loadPageLifecycles(
  remote: RemoteName,
  module: string,
): Promise<ParcelConfigObject> {
  const key = `${remote}/${module}`;
  const existing = pending.get(key);
  if (existing) return existing;
  const loading = fetchPageLifecycles(remote, module);
  pending.set(key, loading);
  loading.catch(() => pending.delete(key));
  return loading;
}

async function fetchPageLifecycles(
  remote: RemoteName,
  module: string,
): Promise<ParcelConfigObject> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(remote)), REMOTE_TIMEOUT_MS);
  });
  try {
    const loaded = await Promise.race([loadRemote<unknown>(id), timeout]);
    if (!isLifecycles(loaded)) throw new Error(`${id} does not expose single-spa lifecycles`);
    // A module namespace object is frozen; single-spa gets a plain copy it may annotate.
    const { bootstrap, mount, unmount, update } = loaded;
    return { name: id, bootstrap, mount, unmount, ...(update ? { update } : {}) };
  } finally {
    clearTimeout(timer);
  }
}
