import {
  closeDialog,
  Dialog,
  isTemporaryFailure,
  problemSlugOf,
  useProblemTexts,
  type LicenseKeyStore,
  type MarketplaceClient,
} from '@fair/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  licenceKey: string;
  licensee: string;
  title: string;
  store: () => LicenseKeyStore;
  client: MarketplaceClient;
  onDone: () => void;
  onClose: () => void;
}

/**
 * Erases the licensee's name from a licence on the marketplace (`DELETE …/licensee`), after
 * asking: the licence stays valid and its certificate then names no one. The name is gone from
 * the server for good (the privacy page says so); Cancel is the safe choice and has the focus.
 */
export function EraseLicensee({
  licenceKey,
  licensee,
  title,
  store,
  client,
  onDone,
  onClose,
}: Props) {
  const { t } = useTranslation(['licenses', 'common']);
  const problemText = useProblemTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);

  const erase = async () => {
    if (erasing) return;
    setErasing(true);
    setError(null);
    try {
      const licence = await client.eraseLicensee(licenceKey);
      store().saveCopy(licenceKey, licence);
      closeDialog(ref);
      onDone();
    } catch (failure) {
      setError(
        isTemporaryFailure(failure)
          ? t('erase.unreachable')
          : problemText(problemSlugOf(failure), t('erase.failed')),
      );
    } finally {
      setErasing(false);
    }
  };

  return (
    <Dialog
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      onClose={onClose}
      dialogRef={ref}
      className="confirm-dialog"
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {t('erase.title')}
      </h2>
      <div id={`${id}-text`} className="dialog__text">
        <p>{t('erase.text', { licensee, title })}</p>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--secondary"
          data-autofocus
          onClick={() => closeDialog(ref)}
        >
          {t('common:actions.cancel')}
        </button>
        <button
          type="button"
          className="button button--danger"
          aria-disabled={erasing || undefined}
          onClick={() => void erase()}
        >
          {erasing ? t('erase.erasing') : t('erase.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
