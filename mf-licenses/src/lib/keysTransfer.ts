import { onDemand } from '@fair/shared';

/**
 * The code behind Import and behind moving the previous version's records: not part of My
 * licences' first download. The Import button preloads it as the visitor heads for it, and the
 * page asks for it only when this browser still holds records to move.
 */
export const keysTransfer = onDemand(() => import('./keysTransferCode'));
