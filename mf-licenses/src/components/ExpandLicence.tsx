import {
  isTemporaryFailure,
  platformFee,
  problemSlugOf,
  quoteExpansion,
  useProblemTexts,
  type Language,
  type LicenseKeyStore,
  type MarketplaceClient,
  type PlatformId,
} from '@fair/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LicenceEntry } from '../lib/entries';
import { addableSamplePlatforms, longerDurations } from '../lib/expandOptions';
import {
  ExpandDialog,
  type ExpandOptions,
  type ExpandRequest,
  type ExpansionDone,
} from './ExpandDialog';
import type { ExpandMode } from './LicenseCard';

interface Props {
  entry: Extract<LicenceEntry, { kind: 'marketplace' | 'sample' }>;
  mode: ExpandMode;
  now: Date;
  language: Language;
  platformName: (id: string) => string;
  store: () => LicenseKeyStore;
  client: MarketplaceClient;
  onDone: (entry: LicenceEntry, done: ExpansionDone, mode: ExpandMode) => void;
  onClose: () => void;
}

/** The API's expansion body: only what changes. */
const bodyOf = (request: ExpandRequest, current: string) => ({
  ...(request.platforms.length > 0 ? { platforms: request.platforms } : {}),
  ...(request.duration !== current ? { duration: request.duration } : {}),
});

/**
 * The expand dialog for one licence: on the marketplace, its options are what the work's author
 * allows today and its price is the server's (`expansion-quotes`), and confirming expands it
 * there (`expansions`, idempotent); a sample is priced and expanded by the rules, in this browser.
 */
export function ExpandLicence({
  entry,
  mode,
  now,
  language,
  platformName,
  store,
  client,
  onDone,
  onClose,
}: Props) {
  const { t } = useTranslation(['licenses', 'common', 'expansion']);
  const problemText = useProblemTexts();
  const { facts } = entry;
  const [options, setOptions] = useState<ExpandOptions>(() =>
    entry.kind === 'sample'
      ? {
          status: 'ready',
          platforms: addableSamplePlatforms(facts).map((id) => ({
            id,
            fee: platformFee(id as PlatformId).fee,
          })),
          durations: longerDurations(facts, now),
        }
      : { status: 'loading' },
  );

  const describeFailure = (error: unknown, during: 'quote' | 'confirm') =>
    isTemporaryFailure(error)
      ? during === 'quote'
        ? t('expansion:quoteFailed')
        : t('expansion:unreachable')
      : problemText(problemSlugOf(error), t('expansion:failed'));

  const workId = facts.workId;
  const owned = facts.distributionFees.map((line) => line.platform).join(',');
  const kind = entry.kind;
  useEffect(() => {
    if (kind !== 'marketplace') return;
    const controller = new AbortController();
    Promise.all([client.work(workId, controller.signal), client.platforms(controller.signal)]).then(
      ([work, platforms]) => {
        const covered = new Set(owned.split(','));
        setOptions({
          status: 'ready',
          platforms: work.platforms
            .filter((id) => !covered.has(id))
            .map((id) => ({
              id,
              fee: platforms.find((platform) => platform.id === id)?.fee ?? null,
            })),
          durations: longerDurations(facts, now),
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setOptions({ status: 'failed', message: describeFailure(error, 'quote') });
      },
    );
    return () => controller.abort();
    // Asked once per dialog: the work and the platforms it may add.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, kind, workId, owned]);

  if (entry.kind === 'sample') {
    const record = store()
      .getState()
      .samples.find((sample) => sample.id === facts.id);
    const localRequest = (request: ExpandRequest) => ({
      addPlatforms: request.platforms.map((id) => platformFee(id as PlatformId)),
      duration: request.duration,
    });
    return (
      <ExpandDialog
        facts={facts}
        mode={mode}
        now={now}
        language={language}
        platformName={platformName}
        options={options}
        sample
        quote={async (request) => {
          if (!record) throw new Error('the sample is gone');
          const quote = quoteExpansion(record, localRequest(request), now);
          return {
            contentFee: quote.contentFee,
            distribution: quote.distribution,
            commission: quote.commission,
            total: quote.total,
          };
        }}
        confirm={async (request) => {
          const result = store().expandSample(facts.id, localRequest(request));
          return { total: result.expansion.total, kept: result.kept };
        }}
        describeFailure={describeFailure}
        onDone={(done, doneMode) => onDone(entry, done, doneMode)}
        onClose={onClose}
      />
    );
  }

  const { key } = entry;
  return (
    <ExpandDialog
      facts={facts}
      mode={mode}
      now={now}
      language={language}
      platformName={platformName}
      options={options}
      sample={false}
      quote={async (request, signal) => {
        const quote = await client.expansionQuote(key, bodyOf(request, facts.duration), signal);
        return {
          contentFee: quote.contentFee,
          distribution: quote.distributionFees,
          commission: quote.commission,
          total: quote.total,
        };
      }}
      confirm={async (request, idempotencyKey) => {
        const { licence, expansion } = await client.expand(
          key,
          bodyOf(request, facts.duration),
          idempotencyKey,
        );
        const { kept } = store().saveCopy(key, licence);
        return { total: expansion.total, kept };
      }}
      describeFailure={describeFailure}
      onDone={(done, doneMode) => onDone(entry, done, doneMode)}
      onClose={onClose}
    />
  );
}
