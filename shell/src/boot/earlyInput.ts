/**
 * What a visitor does to a page between its first paint and the moment its remote listens, kept
 * and done again once it does (the technique of Google's JSAction and Angular's event replay).
 *
 * A composed page is readable and looks ready long before its scripts run. Links, `<details>` and
 * forms with an `action` work without them and are left to the browser. What needs the page's
 * script is kept instead of lost:
 * - a tap (click) on a button, which is held, marked as pending (`aria-busy`) so it never looks
 *   ignored, and clicked again once the page listens;
 * - a form without an `action` submitted (it would otherwise be sent to the page's own address),
 *   submitted again;
 * - a question (`<details>`) opened or closed: the browser does it at once; the page is told;
 * - text typed, a choice made: the field keeps it (the page's first render may put its own value
 *   back, and a key typed after that edits what the visitor typed, not the page's value), and the
 *   page is given it as if typed then.
 * Only what happens inside the page's area counts (the frame around it works without scripts).
 */

/** What the page is given, in the order the visitor did it. */
type Action =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'toggle'; target: HTMLDetailsElement }
  | { kind: 'value'; target: FieldElement };

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface EarlyInput {
  /**
   * The page in `area` listens now: what the visitor did there is done again, in order, and the
   * capture ends. Elements the page replaced are found again by id or name; a tap on an element
   * that is gone is dropped.
   */
  replay(area: Element): void;
  /** The page will not listen (it failed): held taps are dropped, nothing stays marked pending. */
  release(): void;
}

export interface EarlyInputOptions {
  /** The page's area: only what happens inside it is kept. */
  area: () => Element | null;
  /**
   * How long a tap is held: past this it is dropped and no longer shown pending (the visitor may
   * tap again, and that tap is held anew).
   */
  holdMs: number;
}

/** The attribute that marks a held tap's element (styled as pending by the shared styles). */
export const PENDING_ATTRIBUTE = 'data-pending-input';

const CONTROL = 'button, [role="button"], input[type="button"], input[type="submit"]';

function isField(element: EventTarget | null): element is FieldElement {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

/** A submit button of a form that has somewhere to go works without scripts. */
function worksWithoutScript(control: Element): boolean {
  const form =
    control instanceof HTMLButtonElement || control instanceof HTMLInputElement
      ? control.form
      : null;
  const submits =
    (control instanceof HTMLButtonElement && control.type === 'submit') ||
    (control instanceof HTMLInputElement && control.type === 'submit');
  return submits && !!form?.hasAttribute('action');
}

function markPending(element: HTMLElement, pending: boolean) {
  if (pending) {
    element.setAttribute(PENDING_ATTRIBUTE, '');
    element.setAttribute('aria-busy', 'true');
  } else if (element.hasAttribute(PENDING_ATTRIBUTE)) {
    element.removeAttribute(PENDING_ATTRIBUTE);
    element.removeAttribute('aria-busy');
  }
}

/** The element in `area` that stands for `element`: itself, or its replacement by id or name. */
function counterpart<T extends Element>(element: T, area: Element): T | null {
  if (element.isConnected && area.contains(element)) return element;
  const name = element.getAttribute('name');
  if (!element.id && !name) return null;
  for (const candidate of area.querySelectorAll(element.localName)) {
    if (element.id ? candidate.id === element.id : candidate.getAttribute('name') === name)
      return candidate as unknown as T;
  }
  return null;
}

/**
 * Gives a field a value the way typing does, so that a framework tracking the field's value (as
 * React does, with a record of the last value it saw) sees a change and tells the page. The
 * record is first set to the empty value through the element, then the value is set with the
 * browser's own setter, which the record does not see.
 */
function giveValue(field: FieldElement, value: string | boolean) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== value) field.click();
    return;
  }
  const setValue = Object.getOwnPropertyDescriptor(
    Object.getPrototypeOf(field) as object,
    'value',
  )?.set;
  if (typeof value !== 'string' || !setValue) return;
  if (!(field instanceof HTMLSelectElement)) field.value = '';
  setValue.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

function fieldValue(field: FieldElement): string | boolean {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    ? field.checked
    : field.value;
}

export function captureEarlyInput(
  document: Document,
  { area, holdMs }: EarlyInputOptions,
): EarlyInput {
  const actions: Action[] = [];
  /** The last value of each field the visitor changed. */
  const values = new Map<FieldElement, string | boolean>();
  /** Where the visitor's last edit of each text field left its caret. */
  const carets = new Map<FieldElement, { start: number; end: number }>();
  /** Whether each question the visitor opened or closed was left open. */
  const opened = new Map<HTMLDetailsElement, boolean>();
  let capturing = true;

  const inside = (target: EventTarget | null): Element | null => {
    const page = area();
    return page && target instanceof Element && page.contains(target) ? target : null;
  };

  const onClick = (event: MouseEvent) => {
    const target = inside(event.target);
    const control = target?.closest<HTMLElement>(CONTROL);
    if (!control || !inside(control) || worksWithoutScript(control)) return;
    if (control.matches(':disabled') || control.getAttribute('aria-disabled') === 'true') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold({ kind: 'click', target: control }, control);
  };

  /** Holds a tap until the page listens, or drops it once it has waited `holdMs`. */
  const hold = (action: Action, shown: HTMLElement | null) => {
    actions.push(action);
    if (!shown) return;
    markPending(shown, true);
    setTimeout(() => {
      const index = actions.indexOf(action);
      if (index < 0) return;
      actions.splice(index, 1);
      markPending(shown, false);
    }, holdMs);
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = inside(event.target);
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    hold({ kind: 'submit', target: form, submitter }, submitter ?? form);
  };

  const onToggle = (event: Event) => {
    const details = inside(event.target);
    if (!(details instanceof HTMLDetailsElement)) return;
    if (!opened.has(details)) actions.push({ kind: 'toggle', target: details });
    opened.set(details, details.open);
  };

  const onValue = (event: Event) => {
    const field = inside(event.target);
    if (!isField(field)) return;
    if (!values.has(field)) actions.push({ kind: 'value', target: field });
    values.set(field, fieldValue(field));
    // (null for the types of field without a caret: email, number.)
    if (!(field instanceof HTMLSelectElement) && field.selectionStart !== null)
      carets.set(field, {
        start: field.selectionStart,
        end: field.selectionEnd ?? field.selectionStart,
      });
  };

  /**
   * The page's first render (hydration done, the page not yet listening) may have put its own
   * value back in a field the visitor is typing in: the next key would then edit the page's value
   * and what was typed before it would be lost. What the visitor typed is put back, with its
   * caret, before the browser applies the key.
   */
  const onBeforeInput = (event: Event) => {
    const field = inside(event.target);
    if (!isField(field) || field instanceof HTMLSelectElement) return;
    const typed = values.get(field);
    if (typeof typed !== 'string' || field.value === typed) return;
    field.value = typed;
    const caret = carets.get(field);
    if (caret) field.setSelectionRange(caret.start, caret.end);
  };

  const listeners: [string, EventListener][] = [
    ['click', onClick as EventListener],
    ['submit', onSubmit as EventListener],
    ['toggle', onToggle],
    ['beforeinput', onBeforeInput],
    ['input', onValue],
    ['change', onValue],
  ];
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);

  const stop = () => {
    capturing = false;
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    for (const action of actions)
      if (action.kind === 'click') markPending(action.target, false);
      else if (action.kind === 'submit' && action.submitter) markPending(action.submitter, false);
  };

  return {
    replay(page) {
      if (!capturing) return;
      stop();
      for (const action of actions.splice(0)) {
        switch (action.kind) {
          case 'click': {
            const control = counterpart(action.target, page);
            control?.click();
            break;
          }
          case 'submit': {
            const form = counterpart(action.target, page);
            const submitter = action.submitter && form ? counterpart(action.submitter, form) : null;
            form?.requestSubmit(submitter);
            break;
          }
          case 'toggle': {
            const details = counterpart(action.target, page);
            const open = opened.get(action.target);
            if (!details || open === undefined) break;
            // The browser opened or closed it already; the page learns of it as it would have.
            if (details.open === open) details.dispatchEvent(new Event('toggle'));
            else details.open = open;
            break;
          }
          case 'value': {
            const field = counterpart(action.target, page);
            const value = values.get(action.target);
            if (field && value !== undefined) giveValue(field, value);
            break;
          }
        }
      }
      values.clear();
      carets.clear();
      opened.clear();
    },
    release() {
      if (!capturing) return;
      stop();
      actions.length = 0;
      values.clear();
      carets.clear();
      opened.clear();
    },
  };
}
