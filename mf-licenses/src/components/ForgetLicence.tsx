import {
  ConfirmDialog,
  downloadBlob,
  type KeptLicense,
  keysFileContent,
  keysFileName,
} from '@fair/shared';
import { useTranslation } from 'react-i18next';

interface Props {
  kept: Pick<KeptLicense, 'key' | 'copy'>;
  now: () => Date;
  onForget: () => void;
  onClose: () => void;
}

/**
 * Removes a licence's key from this browser (a shared computer, a key the marketplace does not
 * know). The licence stays on the marketplace; without its key nobody comes back to it, so the
 * dialog offers the key's file first, and Cancel has the focus.
 */
export function ForgetLicence({ kept, now, onForget, onClose }: Props) {
  const { t } = useTranslation('licenses');
  return (
    <ConfirmDialog
      title={t('forget.title')}
      confirmLabel={t('forget.confirm')}
      danger
      onConfirm={onForget}
      onClose={onClose}
      extra={
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            const at = now();
            const blob = new Blob([keysFileContent([kept], at)], { type: 'application/json' });
            downloadBlob(blob, keysFileName(at));
          }}
        >
          {t('forget.download')}
        </button>
      }
    >
      <p>{t('forget.text')}</p>
    </ConfirmDialog>
  );
}
