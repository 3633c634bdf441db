import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * A federation runtime plugin: a remote whose loading failed is asked for again under a new
 * address. A failed `import()` stays failed for its URL in the browser's module map, so the next
 * attempt after an error (the runtime's `errorLoadRemote` hook) loads the entry (its `loadEntry`
 * hook) with `?retry=<n>`.
 */
export function freshEntryOnRetry(): ModuleFederationRuntimePlugin {
  const failures = new Map<string, number>();
  return {
    name: 'fair-fresh-entry-on-retry',
    async loadEntry({ remoteInfo }) {
      const attempt = failures.get(remoteInfo.name) ?? 0;
      if (attempt === 0 || remoteInfo.type !== 'module') return undefined;
      const url = new URL(remoteInfo.entry, window.location.href);
      url.searchParams.set('retry', String(attempt));
      return import(/* @vite-ignore */ url.href);
    },
    // Only notes the failure: with no fallback module returned, the runtime rethrows the error.
    async errorLoadRemote({ id }) {
      const name = typeof id === 'string' ? id.split('/')[0] : undefined;
      if (name) failures.set(name, (failures.get(name) ?? 0) + 1);
      return undefined;
    },
  };
}
