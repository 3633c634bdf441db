import type { Language } from './languages';

export type ToastKind = 'success' | 'info' | 'error';

export interface Toast {
  kind: ToastKind;
  /** Already translated by the remote that raises it. */
  message: string;
  /** An optional in-site link shown with the message, e.g. to My Licenses. */
  link?: { label: string; to: string };
}

/**
 * What the shell hands every remote when it mounts it, and again (with `update`) whenever one of
 * these changes. Framework-neutral on purpose: a remote written in anything can honour it.
 */
export interface RemoteProps {
  language: Language;
  /** The current location inside the site, owned by the shell's router. */
  pathname: string;
  search: string;
  hash: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  notify: (toast: Toast) => void;
}
