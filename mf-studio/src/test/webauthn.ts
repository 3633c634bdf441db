import { vi } from 'vitest';

/**
 * The browser's passkey prompts, as `@simplewebauthn/browser` gives them (the test setup mocks the
 * module with this): jsdom has no WebAuthn, so each test says what the prompt does.
 */
export const webauthn = {
  browserSupportsWebAuthn: vi.fn(() => true),
  startRegistration: vi.fn(async (): Promise<unknown> => ({ id: 'new', type: 'public-key' })),
  startAuthentication: vi.fn(async (): Promise<unknown> => ({ id: 'used', type: 'public-key' })),
};

/** What a browser throws when the person closes the passkey prompt, or it times out. */
export function cancelled(): Error {
  const error = new Error('The operation either timed out or was not allowed.');
  error.name = 'NotAllowedError';
  return error;
}
