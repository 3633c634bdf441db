// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cents } from '../money/cents';
import { splitFrom } from '../pricing/quote';
import { loadTestTexts } from '../testing/texts';
import { barWidths, PriceSplit } from './PriceSplit';

afterEach(cleanup);

describe('PriceSplit', () => {
  it('names a seed platform from the common vocabulary, any other by platformName', async () => {
    const i18n = await loadTestTexts('en');
    const split = splitFrom('lifetime', 1200, [
      { platform: 'ebook', fee: 100 },
      { platform: 'bookshop-north', fee: 80 },
    ]);
    const names: Record<string, string> = { ebook: 'E-book', 'bookshop-north': 'Bookshop North' };
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <PriceSplit split={split} language="en" notes={false} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Distribution fee: E-book')).toBeTruthy();
    rerender(
      <I18nextProvider i18n={i18n}>
        <PriceSplit
          split={split}
          language="en"
          notes={false}
          platformName={(platform) => names[platform] ?? platform}
        />
      </I18nextProvider>,
    );
    expect(screen.getByText('Distribution fee: Bookshop North')).toBeTruthy();
    expect(screen.getByText('Distribution fee: E-book')).toBeTruthy();
  });
});

describe('barWidths', () => {
  const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;

  it('draws each part in proportion, to the hundredth, the parts meeting at 100 exactly', () => {
    // 6.00 content, 1.50 distribution, 0.53 commission of 8.03: 74.7198… %, 18.6799… %, 6.6002… %.
    for (const amounts of [
      [600, 150, 53],
      [1_000, 333, 333, 93],
      [1, 1, 1],
      [99_999, 1, 7_000],
    ]) {
      const widths = barWidths(amounts as Cents[]);
      expect(widths.every((width) => decimals(width) <= 2)).toBe(true);
      let end = 0;
      for (const width of widths) end = Math.round((end + width) * 100) / 100;
      expect(end).toBe(100);
    }
    expect(barWidths([600, 150, 53] as Cents[])).toEqual([74.72, 18.68, 6.6]);
  });

  it('keeps a small part visible, and draws nothing for nothing', () => {
    const [, tiny] = barWidths([99_999, 1] as Cents[]);
    expect(tiny).toBe(3.5);
    expect(barWidths([0, 0] as Cents[])).toEqual([0, 0]);
  });
});
