import { onDemandWithTexts } from './onDemandWithTexts';

/**
 * The certificate's code (jsPDF, the QR code, the Unicode font) and its texts, loaded only when
 * the visitor heads for "Download certificate": none of it is part of the page's own download.
 */
export const certificateMaker = onDemandWithTexts(
  () => import('../certificate/downloadCertificate'),
  import.meta.glob('../locales/*/certificate.json'),
);
