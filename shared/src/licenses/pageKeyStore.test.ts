// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

describe("the page's store of licence keys", () => {
  it('is one for the whole page, though each remote bundles its own copy of the code', async () => {
    const catalogueCopy = await import('./keyStore');
    vi.resetModules();
    const licencesCopy = await import('./keyStore');
    // Two copies of the module, as two remotes' bundles hold them…
    expect(licencesCopy).not.toBe(catalogueCopy);
    // …and one store: what one remote keeps, the other lists.
    const store = catalogueCopy.getLicenseKeyStore();
    expect(licencesCopy.getLicenseKeyStore()).toBe(store);
    expect(store.getState().persistent).toBe(true);
  });
});
