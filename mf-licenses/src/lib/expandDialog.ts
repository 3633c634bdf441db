import { onDemand } from '@fair/shared';
import { loadNamespaces, registerLocaleFiles } from '@fair/shared/runtime';

const texts = registerLocaleFiles(import.meta.glob('../locales/*/expansion.json'));

/**
 * The expand dialog's code (its options, the server's quotes, the expansion) and its texts are
 * not part of My licences' first download: the Expand and Lifetime buttons preload them as the
 * visitor heads for them, and the dialog opens once both have arrived.
 */
export const expandDialog = onDemand(() =>
  Promise.all([import('../components/ExpandLicence'), loadNamespaces(texts)]).then(
    ([code]) => code,
  ),
);
