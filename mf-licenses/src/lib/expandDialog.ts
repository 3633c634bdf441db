import { onDemandWithTexts } from './onDemandWithTexts';

/**
 * The expand dialog's code (its options, the server's quotes, the expansion) and its texts are
 * not part of My licences' first download: the Expand and Lifetime buttons preload them as the
 * visitor heads for them, and the dialog opens once both have arrived.
 */
export const expandDialog = onDemandWithTexts(
  () => import('../components/ExpandLicence'),
  import.meta.glob('../locales/*/expansion.json'),
);
