import { closeDialog, Dialog } from '@fair/shared';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks before something that cannot be undone (removing a passkey, withdrawing a work, revoking a
 * key). Cancel has the focus first: the safe choice. Escape cancels.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog labelledBy={titleId} describedBy={textId} onClose={onClose} dialogRef={ref}>
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div id={textId} className="dialog__text">
        {children}
      </div>
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--secondary"
          data-autofocus
          onClick={() => closeDialog(ref)}
        >
          {t('actions.cancel')}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            onConfirm();
            closeDialog(ref);
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
