import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  labelledBy: string;
  describedBy?: string;
  /** Called once the dialog has closed (Escape, a Cancel button or after confirming). */
  onClose: () => void;
  className?: string;
  /** The dialog element, for `closeDialog` (a dialog of its own is used otherwise). */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  children: ReactNode;
}

/**
 * The class of the Close button every dialog has in its top corner. The shell's stylesheet
 * (`dialog.css`) draws it: a remote built with it needs a shell at least as new (this name is
 * part of @fair/shared's API for that reason, and tests find the button by it).
 */
export const DIALOG_CLOSE_CLASS = 'dialog__close';

/** What can take the focus, for the first control after the Close button. */
const FOCUSABLE =
  'button, input:not([type="hidden"]), select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

/**
 * The site's one modal dialog: a native `<dialog>`, opened as soon as it is rendered. The browser
 * traps focus inside it, closes it on Escape and gives focus back to what had it before. A Close
 * button is in its top corner: on a phone a long dialog's own Cancel is far below, and there is no
 * Escape key. Focus starts on the element marked `data-autofocus`, or else on the first control
 * after that button. Close it with `closeDialog`, so that focus is restored before React removes
 * it.
 */
export function Dialog({
  labelledBy,
  describedBy,
  onClose,
  className,
  dialogRef,
  children,
}: Props) {
  const { t } = useTranslation('common');
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    // The browser's own dialog focusing picks the first control, the Close button (and React's
    // `autoFocus` never reaches the DOM): the control a dialog marks, or its own first one.
    const first = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
      (control) => !control.classList.contains(DIALOG_CLOSE_CLASS),
    );
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? first)?.focus();
  }, [ref]);
  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={onClose}
    >
      <button
        type="button"
        className={DIALOG_CLOSE_CLASS}
        aria-label={t('actions.close')}
        onClick={() => closeDialog(ref)}
      >
        <span aria-hidden="true">×</span>
      </button>
      {children}
    </dialog>
  );
}

export function closeDialog(ref: RefObject<HTMLDialogElement | null>): void {
  ref.current?.close();
}
