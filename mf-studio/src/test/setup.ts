import { registerLocaleFiles } from '@fair/shared/runtime';
import { setUpComponentTests } from '@fair/shared/testing';
import { cleanup } from '@testing-library/preact';
import { afterEach, vi } from 'vitest';
import { pageTexts } from '../lib/pageTexts';

// Every text of this remote (and the API's problems), as each page's lifecycles register its own,
// and jsdom's stand-ins.
registerLocaleFiles(pageTexts(import.meta.glob('../locales/*/*.json')));
setUpComponentTests();

// jsdom has no WebAuthn: the passkey prompts are the tests' (test/webauthn.ts).
vi.mock('@simplewebauthn/browser', async () => (await import('./webauthn')).webauthn);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});
