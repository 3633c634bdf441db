import { exportFileName, exportLicenses, type License } from '@fair/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../lib/download';
import { ConfirmDialog } from './ConfirmDialog';

interface Props {
  licenses: readonly License[];
  now: () => Date;
  onReset: () => void;
}

/**
 * Back to the two sample licenses. It replaces the list, so it asks first (and offers a copy of
 * the current list); with no license to lose, it just does it.
 */
export function ResetSamples({ licenses, now, onReset }: Props) {
  const { t } = useTranslation('licenses');
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="reset-samples">
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup={licenses.length > 0 ? 'dialog' : undefined}
        onClick={() => (licenses.length > 0 ? setConfirming(true) : onReset())}
      >
        {t('reset.action')}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('reset.title')}
          confirmLabel={t('reset.confirm')}
          danger
          onConfirm={onReset}
          onClose={() => setConfirming(false)}
          extra={
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                // The same file as Export: it can be imported back.
                const at = now();
                const blob = new Blob([exportLicenses(licenses, at)], { type: 'application/json' });
                downloadBlob(blob, exportFileName(at));
              }}
            >
              {t('reset.backup')}
            </button>
          }
        >
          <p>{t('reset.text')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
