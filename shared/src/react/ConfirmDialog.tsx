import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDialog, Dialog } from './Dialog';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** A destructive action gets the danger style. */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Extra actions shown before Cancel (e.g. "download a copy first"). */
  extra?: ReactNode;
}

/**
 * Asks before doing something that cannot be undone (forgetting a licence, removing a passkey,
 * withdrawing a work). Cancel has the focus first: the safe choice; Escape cancels.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger,
  onConfirm,
  onClose,
  extra,
}: Props) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      labelledBy={titleId}
      describedBy={textId}
      onClose={onClose}
      dialogRef={ref}
      className="confirm-dialog"
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div id={textId} className="dialog__text">
        {children}
      </div>
      <div className="dialog__actions">
        {extra}
        <button
          type="button"
          className="button button--secondary"
          // The safe choice has focus when the dialog opens.
          data-autofocus
          onClick={() => closeDialog(ref)}
        >
          {t('actions.cancel')}
        </button>
        <button
          type="button"
          className={danger ? 'button button--danger' : 'button'}
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
