// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@fair/shared/testing';
import { FaqPage } from './FaqPage';
import { FAQ_IDS, faqIdFromHash } from './faqItems';

afterEach(cleanup);

function items(): HTMLDetailsElement[] {
  return FAQ_IDS.map((id) => {
    const element = document.getElementById(id);
    if (!(element instanceof HTMLDetailsElement)) throw new Error(`no question ${id}`);
    return element;
  });
}

const openIds = () =>
  items()
    .filter((item) => item.open)
    .map((item) => item.id);
const summary = (id: string) => document.querySelector(`[id="${id}"] > summary`) as HTMLElement;

async function renderFaq(hash = '') {
  const navigate = vi.fn();
  const notify = vi.fn();
  const view = await renderPage(FaqPage, {
    namespaces: ['faq'],
    props: { pathname: '/faq', hash },
    observe: { navigate, notify },
    followNavigation: false,
  });
  return { ...view, props: () => ({ ...view.props(), navigate, notify }) };
}

describe('faqIdFromHash', () => {
  it('reads a question id from a hash, and nothing else', () => {
    expect(faqIdFromHash('#durations')).toBe('durations');
    expect(faqIdFromHash('durations')).toBe('durations');
    expect(faqIdFromHash('#main')).toBeNull();
    expect(faqIdFromHash('')).toBeNull();
    expect(faqIdFromHash('#%E0%A4%A')).toBeNull();
  });
});

describe('the FAQ accordion', () => {
  it('lists seven questions, all closed, as one named group of native disclosures', async () => {
    await renderFaq();
    expect(items()).toHaveLength(7);
    expect(openIds()).toEqual([]);
    expect(items().every((item) => item.getAttribute('name') === 'faq')).toBe(true);
    expect(screen.getByText('How is a price made up?').tagName).toBe('SUMMARY');
  });

  it('opens one question at a time, closes the open one, and keeps the address in step', async () => {
    const user = userEvent.setup();
    const page = await renderFaq();
    const navigate = page.props().navigate;

    await user.click(summary('price-breakdown'));
    await waitFor(() => expect(openIds()).toEqual(['price-breakdown']));
    expect(navigate).toHaveBeenLastCalledWith('/faq#price-breakdown', { replace: true });

    await user.click(summary('durations'));
    await waitFor(() => expect(openIds()).toEqual(['durations']));
    expect(navigate).toHaveBeenLastCalledWith('/faq#durations', { replace: true });

    await user.click(summary('durations'));
    await waitFor(() => expect(openIds()).toEqual([]));
    expect(navigate).toHaveBeenLastCalledWith('/faq', { replace: true });
  });

  it('opens the question a link points at, and brings it into view with focus', async () => {
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    await renderFaq('#expanding');
    expect(openIds()).toEqual(['expanding']);
    await waitFor(() => expect(document.activeElement).toBe(summary('expanding')));
    expect(scrolled).toHaveBeenCalled();
  });

  it('follows a link to another question while mounted, but ignores other hashes', async () => {
    const page = await renderFaq('#durations');
    page.rerenderWith({ hash: '#author-payment' });
    await waitFor(() => expect(openIds()).toEqual(['author-payment']));
    page.rerenderWith({ hash: '#main' });
    expect(openIds()).toEqual(['author-payment']);
  });

  it('is not thrown back by the echo of its own address change', async () => {
    const user = userEvent.setup();
    const page = await renderFaq();
    await user.click(summary('price-breakdown'));
    await user.click(summary('expanding'));
    await waitFor(() => expect(openIds()).toEqual(['expanding']));
    // The shell's updates arrive late, in order: the first must not reopen its question.
    page.rerenderWith({ hash: '#price-breakdown' });
    expect(openIds()).toEqual(['expanding']);
    page.rerenderWith({ hash: '#expanding' });
    expect(openIds()).toEqual(['expanding']);
  });

  it('copies a link to the question and says so', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const page = await renderFaq('#prototype');
    const button = screen.getAllByRole('button', { name: 'Copy link to this question' })[6];
    await act(async () => {
      fireEvent.click(button as HTMLElement);
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/faq#prototype`);
    expect(page.props().notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Link to the question copied.',
    });
  });

  it('gives the link to copy by hand when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const page = await renderFaq('#durations');
    const button = screen.getAllByRole('button', { name: 'Copy link to this question' })[3];
    await act(async () => {
      fireEvent.click(button as HTMLElement);
    });
    expect(page.props().notify).toHaveBeenCalledWith({
      kind: 'error',
      message: `The link could not be copied. Here it is to copy by hand: ${window.location.origin}/faq#durations`,
    });
  });
});
