// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEarlyInput, PENDING_ATTRIBUTE, type EarlyInput } from './earlyInput';

const HOLD = 16_000;
let capture: EarlyInput | undefined;
afterEach(() => {
  capture?.release();
  document.body.innerHTML = '';
});

/** A page as the server rendered it: an area for the page, a frame around it. */
function page(html: string) {
  document.body.innerHTML = `<header><button id="frame">Menu</button></header><main><div class="area">${html}</div></main>`;
  const area = document.querySelector('.area') as HTMLElement;
  capture = captureEarlyInput(document, { area: () => area, holdMs: HOLD });
  return area;
}

function type(field: HTMLInputElement, text: string) {
  for (const character of text) {
    field.value += character;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

describe('what a visitor does before the page listens', () => {
  it('holds a tap on a button, shows it as pending, and taps it once the page listens', () => {
    const area = page('<button id="buy" type="button">Buy now</button>');
    const buy = area.querySelector('#buy') as HTMLButtonElement;
    const handler = vi.fn();
    area.addEventListener('click', handler);
    buy.click();
    expect(handler).not.toHaveBeenCalled();
    expect(buy.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);
    expect(buy.getAttribute('aria-busy')).toBe('true');

    capture?.replay(area);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(buy.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    expect(buy.hasAttribute('aria-busy')).toBe(false);
    // Once the page listens, taps are its own.
    buy.click();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('leaves links, questions, the frame and forms that have somewhere to go to the browser', () => {
    const area = page(
      '<a id="link" href="#there">Link</a><form action="/" method="get"><input name="q"><button id="search">Search</button></form>',
    );
    const seen = vi.fn();
    document.addEventListener('click', (event) => {
      seen((event.target as Element).id);
      event.preventDefault();
    });
    (area.querySelector('#link') as HTMLElement).click();
    (document.querySelector('#frame') as HTMLElement).click();
    (area.querySelector('#search') as HTMLElement).click();
    expect(seen.mock.calls.map(([id]) => id)).toEqual(['link', 'frame', 'search']);
  });

  it('keeps text typed before the page listens, even when the page puts its own value back', () => {
    const area = page('<input id="q" name="q" type="search">');
    const field = area.querySelector('#q') as HTMLInputElement;
    type(field, 'tejo');
    // The page's first render sets the field to the value it knows.
    field.value = '';
    const typed = vi.fn();
    area.addEventListener('input', (event) => typed((event.target as HTMLInputElement).value));
    capture?.replay(area);
    expect(field.value).toBe('tejo');
    expect(typed).toHaveBeenCalledWith('tejo');
  });

  it('applies a key typed after the page put its own value back to what the visitor typed', () => {
    const area = page('<input id="q" name="q" type="search">');
    const field = area.querySelector('#q') as HTMLInputElement;
    type(field, 'ka');
    // The page's first render sets the field to the value it knows; the page does not listen yet.
    field.value = '';
    expect(field.selectionStart).toBe(0);
    // The next key: before the browser applies it, the field holds what was typed, the caret
    // where the last edit left it.
    field.dispatchEvent(
      new InputEvent('beforeinput', { bubbles: true, inputType: 'insertText', data: 'x' }),
    );
    expect(field.value).toBe('ka');
    expect([field.selectionStart, field.selectionEnd]).toEqual([2, 2]);
    field.setRangeText('n', 2, 2, 'end');
    field.dispatchEvent(new Event('input', { bubbles: true }));
    capture?.replay(area);
    expect(field.value).toBe('kan');
    // Once the page listens, its values are its own.
    field.value = '';
    field.dispatchEvent(
      new InputEvent('beforeinput', { bubbles: true, inputType: 'insertText', data: 'y' }),
    );
    expect(field.value).toBe('');
  });

  it('is seen as a change by a page that keeps a record of the value it last saw (as React does)', () => {
    const area = page('<input name="q" type="search">');
    const field = area.querySelector('input') as HTMLInputElement;
    type(field, 'tejo');
    // Like React's value tracker: the element's own accessor records what the page last set or
    // saw; an input event counts only when the field's value differs from that record.
    const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
    let record = field.value;
    Object.defineProperty(field, 'value', {
      configurable: true,
      get: () => native?.get?.call(field) as string,
      set: (value: string) => {
        record = value;
        native?.set?.call(field, value);
      },
    });
    const changes = vi.fn();
    area.addEventListener('input', () => {
      if (field.value !== record) changes((record = field.value));
    });
    capture?.replay(area);
    expect(changes.mock.calls).toEqual([['tejo']]);
    expect(field.value).toBe('tejo');
  });

  it('tells the page of a question opened before it listened, once', () => {
    const area = page('<details id="faq-1"><summary>Question</summary><p>Answer</p></details>');
    const details = area.querySelector('details') as HTMLDetailsElement;
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    details.open = false;
    details.dispatchEvent(new Event('toggle'));
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    const toggled = vi.fn();
    details.addEventListener('toggle', () => toggled(details.open));
    capture?.replay(area);
    expect(toggled.mock.calls).toEqual([[true]]);
  });

  it('submits again a form that needs the page (no action), with its submitter', () => {
    const area = page(
      '<form id="key"><input name="key" value="secret"><button id="add" name="intent" value="add">Add</button></form>',
    );
    const form = area.querySelector('form') as HTMLFormElement;
    const submitted = vi.fn();
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted((event.submitter as HTMLButtonElement | null)?.id);
    });
    // Before the page listens, pressing the button (Enter) is a submit the page never saw.
    const early = new Event('submit', { bubbles: true, cancelable: true });
    Object.defineProperty(early, 'submitter', { value: area.querySelector('#add') });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
    capture?.replay(area);
    expect(submitted).toHaveBeenCalledWith('add');
  });

  it('finds what the page drew anew by id or name; drops a tap whose element is gone', () => {
    const area = page('<input name="licensee"><button id="buy">Buy</button><button>Other</button>');
    type(area.querySelector('input') as HTMLInputElement, 'Ana');
    (area.querySelectorAll('button')[1] as HTMLElement).click();
    (area.querySelector('#buy') as HTMLElement).click();
    // The page rendered anew: new elements, same names.
    area.innerHTML = '<input name="licensee"><button id="buy">Buy</button>';
    const clicked = vi.fn();
    area.addEventListener('click', (event) => clicked((event.target as Element).id));
    capture?.replay(area);
    expect((area.querySelector('input') as HTMLInputElement).value).toBe('Ana');
    expect(clicked.mock.calls).toEqual([['buy']]);
  });

  it('drops a tap held longer than it may wait, and shows it pending no more', () => {
    vi.useFakeTimers();
    const area = page('<button id="buy">Buy</button><button id="other">Other</button>');
    const buy = area.querySelector('#buy') as HTMLElement;
    buy.click();
    vi.advanceTimersByTime(HOLD - 1);
    (area.querySelector('#other') as HTMLElement).click();
    expect(buy.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(buy.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    const clicked = vi.fn();
    area.addEventListener('click', (event) => clicked((event.target as Element).id));
    capture?.replay(area);
    expect(clicked.mock.calls).toEqual([['other']]);
    vi.useRealTimers();
  });

  it('does nothing held once the page could not listen', () => {
    const area = page('<button id="buy">Buy</button>');
    (area.querySelector('#buy') as HTMLElement).click();
    capture?.release();
    expect(area.querySelector(`[${PENDING_ATTRIBUTE}]`)).toBeNull();
    const clicked = vi.fn();
    area.addEventListener('click', clicked);
    capture?.replay(area);
    expect(clicked).not.toHaveBeenCalled();
  });

  it('ignores a tap on a disabled control', () => {
    const area = page('<button id="clear" disabled>Clear</button>');
    (area.querySelector('#clear') as HTMLButtonElement).click();
    expect(area.querySelector(`[${PENDING_ATTRIBUTE}]`)).toBeNull();
  });
});
