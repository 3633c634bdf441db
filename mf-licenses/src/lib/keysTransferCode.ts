// What Export, Import and the move of the previous version's records run: the keys file's format
// and checks, and the previous version's records with their move to the marketplace. Loaded on
// demand (keysTransfer.ts): a first visit to My licences does not download it.
export {
  keysFileContent,
  keysFileName,
  MAX_IMPORT_BYTES,
  moveExportedLicenses,
  moveWaitingLicenses,
  readKeysFile,
} from '@fair/shared';
