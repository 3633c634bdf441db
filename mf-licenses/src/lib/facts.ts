import {
  totalPaid,
  type Cents,
  type ContentType,
  type Duration,
  type Language,
  type License,
  type PlatformFee,
  type ServerLicense,
} from '@fair/shared';

/** One expansion in a licence's history, with what it cost. */
export interface HistoryEntry {
  date: string;
  addedPlatforms: PlatformFee<string>[];
  fromDuration: Duration;
  toDuration: Duration;
  previousExpiry: string | null;
  newExpiry: string | null;
  contentFeeDifference: Cents;
  commission: Cents;
  total: Cents;
}

/**
 * What the page shows of any licence, whichever kind it is: one on the marketplace (the server's
 * last copy), a sample, or a record of the previous version still in this browser. The list's
 * filters, its summary, its cards and the certificate all read this.
 */
export interface LicenceFacts {
  /** The licence's id: the marketplace's, or the browser record's. */
  id: string;
  workId: string;
  workTitle: string;
  author: string;
  type: ContentType;
  /** The work's language, when known (the marketplace says it), for its title's `lang`. */
  workLanguage: Language | null;
  /** null once the licensee's name was erased. */
  licensee: string | null;
  purchaseDate: string;
  duration: Duration;
  expiryDate: string | null;
  listedContentFee: Cents;
  contentFee: Cents;
  distributionFees: PlatformFee<string>[];
  commission: Cents;
  /** Everything paid: content, distribution and commission. */
  total: Cents;
  history: HistoryEntry[];
  storedStatus?: string;
}

/** A browser record (a sample, or one of the previous version). */
export function factsOfRecord(record: License): LicenceFacts {
  return {
    id: record.id,
    workId: record.workId,
    workTitle: record.workTitle,
    author: record.author,
    type: record.type,
    workLanguage: null,
    licensee: record.licensee,
    purchaseDate: record.purchaseDate,
    duration: record.duration,
    expiryDate: record.expiryDate,
    listedContentFee: record.listedContentFee,
    contentFee: record.contentFee,
    distributionFees: record.distributionFees,
    commission: record.commission,
    total: totalPaid(record),
    history: record.history,
    ...(record.storedStatus !== undefined ? { storedStatus: record.storedStatus } : {}),
  };
}

/** A licence as the marketplace last described it: its ledger read as a history. */
export function factsOfServer(licence: ServerLicense): LicenceFacts {
  const history: HistoryEntry[] = [];
  licence.history.forEach((event, index) => {
    if (event.kind !== 'expansion') return;
    const before = licence.history[index - 1];
    history.push({
      date: event.occurredAt,
      addedPlatforms: event.addedPlatforms,
      fromDuration: event.fromDuration ?? event.toDuration,
      toDuration: event.toDuration,
      previousExpiry: before ? before.expiresAt : null,
      newExpiry: event.expiresAt,
      contentFeeDifference: event.contentFee,
      commission: event.commission,
      total: event.total,
    });
  });
  return {
    id: licence.id,
    workId: licence.work.id,
    workTitle: licence.work.title,
    author: licence.work.author,
    type: licence.work.type,
    workLanguage: licence.work.language,
    licensee: licence.licensee,
    purchaseDate: licence.purchasedAt,
    duration: licence.duration,
    expiryDate: licence.expiresAt,
    listedContentFee: licence.listedContentFee,
    contentFee: licence.contentFee,
    distributionFees: licence.distributionFees,
    commission: licence.commission,
    total: licence.total,
    history,
  };
}
