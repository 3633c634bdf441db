import type { CDPSession } from '@playwright/test';

/**
 * Chromium's virtual authenticator on a page's DevTools session: a platform authenticator that
 * holds passkeys (resident keys), verifies its user and consents at once, as a test needs.
 * Returns its id.
 */
export async function addVirtualAuthenticator(cdp: CDPSession): Promise<string> {
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}
