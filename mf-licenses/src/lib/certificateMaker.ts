import { onDemand } from '@fair/shared';
import { loadNamespaces, registerLocaleFiles } from '@fair/shared/runtime';

const texts = registerLocaleFiles(import.meta.glob('../locales/*/certificate.json'));

/**
 * The certificate's code (jsPDF, the QR code, the Unicode font) and its texts, loaded only when
 * the visitor asks for a certificate: none of it is part of the page's own download.
 */
export const certificateMaker = onDemand(() =>
  Promise.all([import('../certificate/downloadCertificate'), loadNamespaces(texts)]).then(
    ([code]) => code,
  ),
);
