import { localizePath, pageAddress, type Language } from '@fair/shared';

/**
 * The verification page's address for a code, in a language, on the site's origin: what a
 * certificate's QR code holds and prints (`https://…/en/verificar?code=K7QM-2RTA-9XWB`).
 */
export function verificationAddress(code: string, language: Language, origin: string): string {
  const path = localizePath(pageAddress('verify'), language);
  return `${origin}${path}?code=${encodeURIComponent(code)}`;
}
