// jsdom has <dialog> but not its methods: a small stand-in with the behaviour the page relies on
// (showModal opens and focuses the first control, close closes, gives focus back to what had
// it before, and fires "close"). Real browsers are covered by the e2e tests.
const openedFrom = new WeakMap<HTMLDialogElement, Element | null>();
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    openedFrom.set(this, document.activeElement);
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('[autofocus], button, input, select, a[href]')?.focus();
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    const previous = openedFrom.get(this);
    if (previous instanceof HTMLElement) previous.focus();
    this.dispatchEvent(new Event('close'));
  };
}
export {};
