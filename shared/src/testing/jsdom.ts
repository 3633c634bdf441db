/**
 * jsdom has <dialog> but not its methods: a stand-in with the behaviour the pages rely on
 * (showModal opens and focuses the first control, close closes, gives the focus back to what had
 * it before, and fires "close"). Real browsers are covered by the end-to-end tests.
 */
function installDialog(): void {
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

/** jsdom's Blob (and File) has no text(): read it the older way. */
function installBlobText(): void {
  if (typeof Blob === 'undefined' || typeof FileReader === 'undefined') return;
  const missing = Blob.prototype as Partial<Blob>;
  if (missing.text) return;
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
      reader.readAsText(this);
    });
  };
}

/** What jsdom lacks and the pages use: <dialog>'s methods, Blob.text(). */
export function installJsdomStandIns(): void {
  installDialog();
  installBlobText();
}
