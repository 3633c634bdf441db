import { ConfirmDialog } from '@fair/shared';
import type { License } from '@fair/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  samples: readonly License[];
  onReset: () => void;
}

/**
 * Back to the two samples as they were at first. Only the samples change: a licence bought on
 * the marketplace keeps its key. When the samples were expanded (or are gone), it asks first.
 */
export function ResetSamples({ samples, onReset }: Props) {
  const { t } = useTranslation('licenses');
  const [confirming, setConfirming] = useState(false);
  const changed = samples.length !== 2 || samples.some((sample) => sample.history.length > 0);
  return (
    <div className="reset-samples">
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup={changed ? 'dialog' : undefined}
        onClick={() => (changed ? setConfirming(true) : onReset())}
      >
        {t('reset.action')}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('reset.title')}
          confirmLabel={t('reset.confirm')}
          onConfirm={onReset}
          onClose={() => setConfirming(false)}
        >
          <p>{t('reset.text')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
