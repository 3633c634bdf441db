// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { splitFrom } from '../pricing/quote';
import { loadTestTexts } from '../testing/texts';
import { PriceSplit } from './PriceSplit';

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
