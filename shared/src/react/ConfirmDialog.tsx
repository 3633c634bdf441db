import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDialog, Dialog } from './Dialog';

/**
 * What confirming does: at once (the dialog then closes), or by asking the server, which the
 * dialog waits for. While it waits the confirm button says `busyLabel` and ignores taps. When the
 * promise resolves the dialog closes and `onConfirmed` gets its answer (to keep it, to say it);
 * when it rejects the dialog stays open and says `describeFailure` of the error (a translated
 * sentence) above its buttons, for another try or Cancel.
 */
export type Confirming<T> =
  | {
      onConfirm: () => void;
      onConfirmed?: never;
      busyLabel?: never;
      describeFailure?: never;
    }
  | {
      onConfirm: () => Promise<T>;
      onConfirmed: (answer: T) => void;
      busyLabel: string;
      describeFailure: (failure: unknown) => string;
    };

type Props<T> = Confirming<T> & {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** A destructive action gets the danger style. */
  danger?: boolean;
  onClose: () => void;
  /** Extra actions shown before Cancel (e.g. "download a copy first"). */
  extra?: ReactNode;
};

/**
 * Asks before doing something that cannot be undone (forgetting a licence, erasing a licensee's
 * name, removing a passkey, withdrawing a work). Cancel has the focus first: the safe choice;
 * Escape cancels.
 */
export function ConfirmDialog<T>({
  title,
  children,
  confirmLabel,
  danger,
  onConfirm,
  onConfirmed,
  busyLabel,
  describeFailure,
  onClose,
  extra,
}: Props<T>) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const waiting = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (!onConfirmed) {
      onConfirm();
      closeDialog(ref);
      return;
    }
    // A second tap before the first one's render is ignored too.
    if (waiting.current) return;
    waiting.current = true;
    setBusy(true);
    setFailure(null);
    let answer: T;
    try {
      answer = await onConfirm();
    } catch (error) {
      setFailure(describeFailure(error));
      return;
    } finally {
      waiting.current = false;
      setBusy(false);
    }
    // Closed before the answer is kept: keeping it may re-render the page without this dialog.
    // (A fault of the page's in keeping it is not the server's failure to report here.)
    closeDialog(ref);
    onConfirmed(answer);
  };

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
      {failure && (
        // Styled by the remote, as everything inside the dialog is.
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
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
          aria-disabled={busy || undefined}
          onClick={() => void confirm()}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
