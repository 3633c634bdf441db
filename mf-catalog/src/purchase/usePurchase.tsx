import { LANGUAGE_CURRENCY, onDemand, useOnDemand, type MarketplaceWork } from '@fair/shared';
import { useRemoteProps } from '@fair/shared/runtime';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReferenceRates } from '../catalogue/referenceRates';

/**
 * The purchase dialog's code (the dialog, the store of keys, the server's licences) is not part of
 * the catalogue's first download: Buy buttons preload it as the visitor heads for them.
 */
const purchaseDialog = onDemand(() => import('../components/PurchaseDialog'));

/** Starts downloading the purchase dialog: a Buy button calls it as the visitor heads for it. */
export const preloadPurchaseDialog = purchaseDialog.preload;

/**
 * Buying a work, the same from a catalogue card and from a work's page: `buy` opens the purchase
 * dialog for a work (the button that opened it gets the focus back when it closes), `dialog` is
 * the dialog to render while it is open. While the dialog's code arrives, the button says it is
 * busy; when it cannot arrive, the visitor is told and the button works again.
 */
export function usePurchase(): {
  buy: (work: MarketplaceWork, opener: HTMLButtonElement) => void;
  dialog: ReactNode;
} {
  const { language, notify } = useRemoteProps();
  const { t } = useTranslation('catalog');
  const [buying, setBuying] = useState<{ work: MarketplaceWork; opener: HTMLButtonElement } | null>(
    null,
  );
  const { module, request } = useOnDemand(purchaseDialog);
  const rates = useReferenceRates(buying !== null && LANGUAGE_CURRENCY[language] !== 'EUR');

  const buy = useCallback(
    (work: MarketplaceWork, opener: HTMLButtonElement) => {
      setBuying({ work, opener });
      request(opener, () => {
        setBuying(null);
        notify({ kind: 'error', message: t('purchase.couldNotOpen') });
      });
    },
    [notify, request, t],
  );

  const onClosed = () => {
    const opener = buying?.opener;
    setBuying(null);
    // The button that opened the dialog gets the focus back (if it is still on the page).
    if (opener?.isConnected) opener.focus();
  };

  const Dialog = module?.PurchaseDialog;
  const dialog = buying && Dialog && (
    <Dialog
      key={buying.work.id}
      work={buying.work}
      language={language}
      rates={rates}
      onClose={onClosed}
    />
  );
  return { buy, dialog };
}
