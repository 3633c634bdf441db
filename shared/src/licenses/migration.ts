import {
  isTemporaryFailure,
  MarketplaceError,
  problemSlugOf,
  type MarketplaceClient,
} from '../marketplace/client';
import type { LicenseKeyStore } from './keyStore';
import { legacyFingerprint, legacyImportBody } from './legacy';
import type { License } from './license';

/** What moving the previous version's records to the server did. */
export interface MoveReport {
  /** Now on the server, their keys kept here. */
  moved: number;
  /** Of those, how many the server flagged `imported` (their amounts differed from the rules). */
  flagged: number;
  /** Moved before (from this browser or from the same export file): nothing to do. */
  alreadyMoved: number;
  /** Refused by the server (a work it does not know, a history it cannot read): kept here. */
  refused: { record: License; problem: string }[];
  /** Not tried or not answered: the marketplace could not be reached. They wait for next time. */
  left: number;
}

/** The Idempotency-Key of a record's move: the same record always moves as one licence. */
export const legacyIdempotencyKey = (fingerprint: string) => `legacy-import-${fingerprint}`;

/** Serialises the moves of every tab of this browser (Web Locks), where the browser has them. */
function exclusively<T>(run: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request('fair-licensing.move-legacy', run) : run();
}

async function moveOne(
  record: License,
  store: LicenseKeyStore,
  client: MarketplaceClient,
): Promise<
  | {
      kind: 'moved';
      key: string;
      copy: NonNullable<Awaited<ReturnType<MarketplaceClient['licence']>>>;
      fingerprint: string;
      flagged: boolean;
      already: boolean;
    }
  | { kind: 'refused'; problem: string }
  | { kind: 'left' }
> {
  const fingerprint = await legacyFingerprint(record);
  try {
    const earlier = store.movedFrom(fingerprint);
    if (earlier) {
      const copy = earlier.copy ?? (await client.licence(earlier.key));
      return {
        kind: 'moved',
        key: earlier.key,
        copy,
        fingerprint,
        flagged: copy.imported,
        already: true,
      };
    }
    const answer = await client.importRecord(
      legacyImportBody(record),
      legacyIdempotencyKey(fingerprint),
    );
    return {
      kind: 'moved',
      key: answer.key,
      copy: answer.licence,
      fingerprint,
      flagged: answer.imported,
      already: false,
    };
  } catch (error) {
    if (!(error instanceof MarketplaceError) || isTemporaryFailure(error)) return { kind: 'left' };
    const problem = problemSlugOf(error);
    // An answer that is not the contract's is the server's fault, not the record's: try later.
    return problem ? { kind: 'refused', problem } : { kind: 'left' };
  }
}

/**
 * Moves the records of the previous version: each one once, to the server, which recomputes it
 * (`POST /api/licences/imports`). A moved record's key is kept before the record leaves the
 * browser; a refused one is kept as it was, with the reason; while the marketplace cannot be
 * reached, the rest wait. Records are sent with an Idempotency-Key made from their content, so
 * two tabs (or a retry) moving the same record make one licence.
 */
async function moveRecords(
  records: readonly License[],
  store: LicenseKeyStore,
  client: MarketplaceClient,
  settle: (record: License, outcome: Awaited<ReturnType<typeof moveOne>>) => void,
): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, flagged: 0, alreadyMoved: 0, refused: [], left: 0 };
  for (const [index, record] of records.entries()) {
    const outcome = await moveOne(record, store, client);
    if (outcome.kind === 'left') {
      // The marketplace is not answering: stop here, the rest waits for the next visit.
      report.left = records.length - index;
      break;
    }
    settle(record, outcome);
    if (outcome.kind === 'refused') {
      report.refused.push({ record, problem: outcome.problem });
    } else if (outcome.already) {
      report.alreadyMoved++;
    } else {
      report.moved++;
      if (outcome.flagged) report.flagged++;
    }
  }
  return report;
}

/** Moves the previous version's records still kept in this browser (`state.waiting`). */
export function moveWaitingLicenses(
  store: LicenseKeyStore,
  client: MarketplaceClient,
): Promise<MoveReport> {
  return exclusively(() =>
    // Read after the lock: another tab may have moved some while this one waited.
    moveRecords(store.getState().waiting, store, client, (record, outcome) => {
      if (outcome.kind === 'moved') {
        store.settleWaiting(record.id, {
          kind: 'moved',
          key: outcome.key,
          copy: outcome.copy,
          fingerprint: outcome.fingerprint,
        });
      } else if (outcome.kind === 'refused') {
        store.settleWaiting(record.id, { kind: 'refused', problem: outcome.problem });
      }
    }),
  );
}

/** Moves the records of a file the previous version exported (checked by `readKeysFile`). */
export function moveExportedLicenses(
  records: readonly License[],
  store: LicenseKeyStore,
  client: MarketplaceClient,
): Promise<MoveReport> {
  return exclusively(() =>
    moveRecords(records, store, client, (record, outcome) => {
      if (outcome.kind === 'moved') {
        store.keep(outcome.key, outcome.copy, { movedFrom: outcome.fingerprint });
      } else if (outcome.kind === 'refused') {
        store.keepRefused(record, outcome.problem);
      }
    }),
  );
}
