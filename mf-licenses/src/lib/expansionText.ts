import { formatDate, formatMoney, type Language } from '@fair/shared';
import type { HistoryEntry } from './facts';
import type { Translate } from './translate';

/** What an expansion changed, one sentence a line (the card and the certificate both use it). */
export function describeExpansion(
  expansion: HistoryEntry,
  t: Translate,
  language: Language,
  platformName: (id: string) => string,
): string[] {
  const lines = expansion.addedPlatforms.map((line) =>
    t('history.addedPlatform', {
      platform: platformName(line.platform),
      fee: formatMoney(line.fee, language),
    }),
  );
  if (expansion.fromDuration !== expansion.toDuration) {
    lines.push(
      t('history.duration', {
        from: t(`common:durations.${expansion.fromDuration}`),
        to: t(`common:durations.${expansion.toDuration}`),
      }),
    );
  }
  if (expansion.previousExpiry !== expansion.newExpiry) {
    lines.push(
      expansion.newExpiry === null
        ? t('history.noEnd')
        : t('history.newExpiry', { date: formatDate(expansion.newExpiry, language) }),
    );
  }
  return lines;
}

/** What an expansion cost, split as every price is: content difference, commission, total. */
export function expansionCost(expansion: HistoryEntry, t: Translate, language: Language): string {
  const parts = [];
  if (expansion.contentFeeDifference > 0) {
    parts.push(
      t('history.contentDifference', {
        amount: formatMoney(expansion.contentFeeDifference, language),
      }),
    );
  }
  parts.push(t('history.commission', { amount: formatMoney(expansion.commission, language) }));
  return t('history.paid', {
    amount: formatMoney(expansion.total, language),
    parts: parts.join(t('history.separator')),
  });
}
