import {
  isPlatformId,
  LANGUAGE_CURRENCY,
  useRemoteProps,
  type License,
  type Work,
} from '@fair/shared';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReferenceRates } from '../catalogue/referenceRates';
import type { CatalogueWork } from '../catalogue/worksApi';
import { PurchaseDialog } from '../components/PurchaseDialog';

/**
 * The purchase dialog's work: the shared record, with the platforms it can price (the seed's;
 * the dialog prices with shared's fee table).
 */
const purchasable = (work: CatalogueWork): Work => ({
  ...work,
  platforms: work.platforms.filter(isPlatformId),
});

/**
 * Buying a work, the same from a catalogue card and from a work's page: `buy` opens the purchase
 * dialog for a work (the button that opened it gets the focus back when it closes), `dialog` is
 * the dialog to render while it is open; a purchase ends with the shell's toast.
 */
export function usePurchase(): {
  buy: (work: CatalogueWork, opener: HTMLButtonElement) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation(['catalog', 'common']);
  const { language, notify } = useRemoteProps();
  const [buying, setBuying] = useState<{ work: Work; opener: HTMLButtonElement } | null>(null);
  const rates = useReferenceRates(buying !== null && LANGUAGE_CURRENCY[language] !== 'EUR');

  const buy = useCallback((work: CatalogueWork, opener: HTMLButtonElement) => {
    setBuying({ work: purchasable(work), opener });
  }, []);

  const onPurchased = (license: License, kept: boolean) => {
    // Never reported as kept when it was not: the visitor is told to export it.
    notify({
      kind: kept ? 'success' : 'info',
      message: t(kept ? 'purchase.done' : 'purchase.doneNotKept', { title: license.workTitle }),
      link: { label: t('common:nav.myLicenses'), to: '/minhas-licencas' },
    });
  };

  const onClosed = () => {
    const opener = buying?.opener;
    setBuying(null);
    // The button that opened the dialog gets the focus back (if it is still on the page).
    if (opener?.isConnected) opener.focus();
  };

  const dialog = buying && (
    <PurchaseDialog
      key={buying.work.id}
      work={buying.work}
      language={language}
      rates={rates}
      onPurchased={onPurchased}
      onClose={onClosed}
    />
  );
  return { buy, dialog };
}
