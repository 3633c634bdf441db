import type { Language, Toast } from '@fair/shared';
import { localizePath } from '@fair/shared/site';
import { useTranslation } from 'react-i18next';
import { ShellLink } from '../navigation/ShellLink';

export interface ShownToast extends Toast {
  id: number;
}

interface Props {
  toasts: readonly ShownToast[];
  onDismiss: (id: number) => void;
  language: Language;
}

/** A polite live region: screen readers announce each toast without moving focus. */
export function ToastLayer({ toasts, onDismiss, language }: Props) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <section className="toast-layer" aria-label={t('shell:notifications')}>
      <ol aria-live="polite" aria-relevant="additions">
        {toasts.map((toast) => (
          <li key={toast.id} className={`toast toast--${toast.kind}`}>
            <p className="toast__message">{toast.message}</p>
            {toast.link && (
              <ShellLink
                className="toast__link"
                to={localizePath(toast.link.to, language)}
                onClick={() => onDismiss(toast.id)}
              >
                {toast.link.label}
              </ShellLink>
            )}
            <button
              type="button"
              className="toast__dismiss"
              aria-label={t('common:actions.dismiss')}
              onClick={() => onDismiss(toast.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
