import {
  ConfirmDialog,
  isTemporaryFailure,
  problemSlugOf,
  useProblemTexts,
  type LicenseKeyStore,
  type MarketplaceClient,
} from '@fair/shared';
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
  const { t } = useTranslation('licenses');
  const problemText = useProblemTexts();
  return (
    <ConfirmDialog
      title={t('erase.title')}
      confirmLabel={t('erase.confirm')}
      busyLabel={t('erase.erasing')}
      danger
      onConfirm={() => client.eraseLicensee(licenceKey)}
      onConfirmed={(licence) => {
        store().saveCopy(licenceKey, licence);
        onDone();
      }}
      describeFailure={(failure) =>
        isTemporaryFailure(failure)
          ? t('erase.unreachable')
          : problemText(problemSlugOf(failure), t('erase.failed'))
      }
      onClose={onClose}
    >
      <p>{t('erase.text', { licensee, title })}</p>
    </ConfirmDialog>
  );
}
