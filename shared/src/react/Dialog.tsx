import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

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
 * The site's one modal dialog: a native `<dialog>`, opened as soon as it is rendered. The browser
 * traps focus inside it, closes it on Escape and gives focus back to what had it before. Focus
 * starts on the element marked `data-autofocus`, or else on the first control. Close it with
 * `closeDialog`, so that focus is restored before React removes it.
 */
export function Dialog({
  labelledBy,
  describedBy,
  onClose,
  className,
  dialogRef,
  children,
}: Props) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    // The browser's own dialog focusing would pick the first button (and React's `autoFocus` never
    // reaches the DOM): a dialog marks the control that should have focus instead.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [ref]);
  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={onClose}
    >
      {children}
    </dialog>
  );
}

export function closeDialog(ref: RefObject<HTMLDialogElement | null>): void {
  ref.current?.close();
}
