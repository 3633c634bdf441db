// The certificate, loaded only when the visitor asks for one: jsPDF, the QR code and the Unicode
// font stay out of the page's own code.
import type { Language } from '@fair/shared';
import { downloadBlob } from '../lib/download';
import type { LicenceEntry } from '../lib/entries';
import type { CertificateTranslate } from '../lib/translate';
import { certificateContent } from './content';
import { certificateFingerprint } from './fingerprint';
import { renderCertificate } from './render';
import { loadDejaVuSans } from './unicodeFont';

export interface CertificateRequest {
  entry: LicenceEntry;
  t: CertificateTranslate;
  language: Language;
  now: Date;
  platformName: (id: string) => string;
  verifyUrl: string | null;
  keysUrl: string;
}

/** Builds the PDF of a licence in the current language. */
export async function buildCertificate(
  request: CertificateRequest,
  loadUnicodeFont: () => Promise<ArrayBuffer> = loadDejaVuSans,
): Promise<{ blob: Blob; fileName: string; fingerprint: string; replaced: boolean }> {
  const fingerprint = await certificateFingerprint(request.entry);
  const content = certificateContent(request.entry, { ...request, fingerprint });
  const rendered = await renderCertificate(content, { loadUnicodeFont });
  return {
    blob: new Blob([rendered.bytes], { type: 'application/pdf' }),
    fileName: content.fileName,
    fingerprint,
    replaced: rendered.replaced,
  };
}

/** Builds the certificate and hands it to the browser as a download. */
export async function downloadCertificate(request: CertificateRequest): Promise<void> {
  const { blob, fileName } = await buildCertificate(request);
  downloadBlob(blob, fileName);
}
