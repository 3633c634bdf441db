// The certificate, loaded only when the visitor asks for one: jsPDF and the Unicode font stay out
// of the page's own code.
import type { Language, License } from '@fair/shared';
import { downloadBlob } from '../lib/download';
import type { Translate } from '../lib/translate';
import { certificateContent } from './content';
import { licenseFingerprint } from './fingerprint';
import { renderCertificate } from './render';
import { loadDejaVuSans } from './unicodeFont';

export interface CertificateRequest {
  license: License;
  t: Translate;
  language: Language;
  now: Date;
}

/** Builds the PDF of a license in the current language. */
export async function buildCertificate(
  request: CertificateRequest,
  loadUnicodeFont: () => Promise<ArrayBuffer> = loadDejaVuSans,
): Promise<{ blob: Blob; fileName: string; fingerprint: string; replaced: boolean }> {
  const fingerprint = await licenseFingerprint(request.license);
  const content = certificateContent(request.license, { ...request, fingerprint });
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
