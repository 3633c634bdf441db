import { onDemand } from '@fair/shared';

/**
 * The code behind Export and Import, and behind moving the previous version's records: not part
 * of My licences' first download. The two buttons preload it as the visitor heads for them, and
 * the page asks for it only when this browser still holds records to move.
 */
export const keysTransfer = onDemand(() => import('./keysTransferCode'));
