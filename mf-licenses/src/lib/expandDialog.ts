import { onDemand } from '@fair/shared';

/**
 * The expand dialog's code (its options, the server's quotes, the expansion) is not part of My
 * licences' first download: the Expand and Lifetime buttons preload it as the visitor heads for
 * them.
 */
export const expandDialog = onDemand(() => import('../components/ExpandLicence'));
