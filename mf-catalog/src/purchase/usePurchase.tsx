import { LANGUAGE_CURRENCY, type MarketplaceWork } from '@fair/shared';
import { useRemoteProps } from '@fair/shared/runtime';
import { useCallback, useState, type ReactNode } from 'react';
import { useReferenceRates } from '../catalogue/referenceRates';
import { PurchaseDialog } from '../components/PurchaseDialog';

/**
 * Buying a work, the same from a catalogue card and from a work's page: `buy` opens the purchase
 * dialog for a work (the button that opened it gets the focus back when it closes), `dialog` is
 * the dialog to render while it is open.
 */
export function usePurchase(): {
  buy: (work: MarketplaceWork, opener: HTMLButtonElement) => void;
  dialog: ReactNode;
} {
  const { language } = useRemoteProps();
  const [buying, setBuying] = useState<{ work: MarketplaceWork; opener: HTMLButtonElement } | null>(
    null,
  );
  const rates = useReferenceRates(buying !== null && LANGUAGE_CURRENCY[language] !== 'EUR');

  const buy = useCallback((work: MarketplaceWork, opener: HTMLButtonElement) => {
    setBuying({ work, opener });
  }, []);

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
      onClose={onClosed}
    />
  );
  return { buy, dialog };
}
