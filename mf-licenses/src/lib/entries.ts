import type { License, LicenseKeyStoreState, ServerLicense } from '@fair/shared';
import { factsOfRecord, factsOfServer, type LicenceFacts } from './facts';

/** Where a licence the page shows stands. */
export type LicenceEntry =
  /** On the marketplace: its key is kept here, with the server's last copy. */
  | {
      kind: 'marketplace';
      key: string;
      copy: ServerLicense;
      copiedAt: string | null;
      facts: LicenceFacts;
    }
  /** A demonstration record of the browser: no key, no code, not verifiable. */
  | { kind: 'sample'; record: License; facts: LicenceFacts }
  /**
   * A record of the previous version: waiting to move to the marketplace, or refused by it
   * (`problem` says why); kept here as it was either way.
   */
  | {
      kind: 'previous';
      record: License;
      facts: LicenceFacts;
      waiting: boolean;
      problem: string | null;
    };

/** A kept key whose copy this browser does not have (yet): it is read from the server. */
export interface KeyWithoutCopy {
  key: string;
  addedAt: string;
}

/** Everything the page lists, from the store's state. */
export function entriesOf(state: LicenseKeyStoreState): {
  entries: LicenceEntry[];
  withoutCopy: KeyWithoutCopy[];
} {
  const entries: LicenceEntry[] = [];
  const withoutCopy: KeyWithoutCopy[] = [];
  for (const kept of state.licenses) {
    if (kept.copy) {
      entries.push({
        kind: 'marketplace',
        key: kept.key,
        copy: kept.copy,
        copiedAt: kept.copiedAt,
        facts: factsOfServer(kept.copy),
      });
    } else {
      withoutCopy.push({ key: kept.key, addedAt: kept.addedAt });
    }
  }
  for (const record of state.samples) {
    entries.push({ kind: 'sample', record, facts: factsOfRecord(record) });
  }
  for (const record of state.waiting) {
    entries.push({
      kind: 'previous',
      record,
      facts: factsOfRecord(record),
      waiting: true,
      problem: null,
    });
  }
  for (const refused of state.refused) {
    entries.push({
      kind: 'previous',
      record: refused.record,
      facts: factsOfRecord(refused.record),
      waiting: false,
      problem: refused.problem,
    });
  }
  return { entries, withoutCopy };
}

/** An entry's key in lists and on the page (`data-license-id`): never the secret key. */
export const entryId = (entry: LicenceEntry) => `${entry.kind}:${entry.facts.id}`;
