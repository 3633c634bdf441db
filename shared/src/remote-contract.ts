import type { Language } from './languages';

export { REMOTE_CONTRACT_VERSION } from '../site/contract.mjs';

export type ToastKind = 'success' | 'info' | 'error';

export interface Toast {
  kind: ToastKind;
  /** Already translated by the remote that raises it. */
  message: string;
  /** An optional in-site link shown with the message, e.g. to My Licenses (a pt-BR path). */
  link?: { label: string; to: string };
}

/**
 * What the shell hands every remote when it mounts it, and again (with `update`) whenever one of
 * these changes. Framework-neutral on purpose: a remote written in anything can honour it.
 *
 * Paths are written as in pt-BR, without the language prefix (`/minhas-licencas`): the shell puts
 * the current language's prefix in front of them, so a remote never deals with prefixes.
 */
export interface RemoteProps {
  /** The page's language. It is fixed for a page load: switching language loads the other page. */
  language: Language;
  /** The current page's path without the language prefix, with its query and fragment. */
  pathname: string;
  search: string;
  hash: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  notify: (toast: Toast) => void;
  /** Where this remote's files are (its data files lie next to its entry), ending in a slash. */
  baseUrl: string;
}

/**
 * The props of every lifecycle call (single-spa's, with the shell's props). `name` is unique per
 * mount. `serverRendered` says that `domElement` holds this very page as the server rendered it
 * from this build of the remote, in this language: the remote then hydrates it instead of
 * rendering anew.
 */
export interface LifecycleProps extends RemoteProps {
  domElement: HTMLElement;
  name: string;
  serverRendered: boolean;
}
