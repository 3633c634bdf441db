/**
 * jsdom has <dialog> but not its methods: a stand-in with the behaviour the pages rely on
 * (showModal opens and focuses the first control, close closes, gives the focus back to what had
 * it before, and fires "close"). Real browsers are covered by the end-to-end tests.
 */
export function installDialogPolyfill(): void {
  if (typeof HTMLDialogElement === 'undefined') return;
  const missing = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  if (missing.showModal) return;
  const openedFrom = new WeakMap<HTMLDialogElement, Element | null>();
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    openedFrom.set(this, document.activeElement);
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('[autofocus], button, input, select, a[href]')?.focus();
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    const previous = openedFrom.get(this);
    if (previous instanceof HTMLElement) previous.focus();
    this.dispatchEvent(new Event('close'));
  };
}
