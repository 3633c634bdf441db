// What Import and the move of the previous version's records run: reading a keys file, and the
// previous version's records with their move to the marketplace. Loaded on demand
// (keysTransfer.ts): a first visit to My licences does not download it.
export {
  MAX_IMPORT_BYTES,
  moveExportedLicenses,
  moveWaitingLicenses,
  readKeysFile,
} from '@fair/shared';
