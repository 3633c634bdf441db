import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../languages';
import { createNumberFormat } from './numberFormat';
import { probeText } from './testing/probeText';

/** The number formats the site's texts use (`{{x, number…}}` in the translation files). */
const FORMATS = [
  'number',
  'number(style: percent)',
  'number(style: unit; unit: day; unitDisplay: long)',
  'number(minimumFractionDigits: 2)',
];
const VALUES = [0, 1, 7, 0.07, 1234567.5, -3];

/** The text in the language, written with the site's formats or with i18next's own. */
const instance = (language: string, text: string, site: boolean) =>
  probeText(language, text, { siteFormats: site });

afterEach(() => vi.restoreAllMocks());

/** Counts the `Intl.NumberFormat`s made from now on (they are made as before). */
function countNumberFormats() {
  const Original = Intl.NumberFormat;
  return vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
    ...args: ConstructorParameters<typeof Intl.NumberFormat>
  ) {
    return new Original(...args);
  } as unknown as typeof Intl.NumberFormat);
}

describe('numbers in texts', () => {
  it('are written as i18next’s own number format writes them, in every language', async () => {
    for (const language of LANGUAGES) {
      for (const format of FORMATS) {
        const text = `{{n, ${format}}} of {{count, number}}`;
        const site = await instance(language, text, true);
        const own = await instance(language, text, false);
        for (const n of VALUES) {
          expect(site({ n, count: 12_345 }), `${language} ${format} ${n}`).toBe(
            own({ n, count: 12_345 }),
          );
        }
      }
    }
  });

  it('make one Intl.NumberFormat per language and format, whatever the values', async () => {
    const t = await instance(
      'fi',
      '{{count, number}} works, {{share, number(style: percent)}}',
      true,
    );
    t({ count: 1, share: 0.5 }); // whatever the page made before
    const made = countNumberFormats();
    for (let count = 0; count < 500; count++) t({ count, share: count / 500, title: `t${count}` });
    expect(t({ count: 6_604, share: 0.07 })).toBe('6\u00a0604 works, 7\u00a0%');
    expect(made).not.toHaveBeenCalled();
  });

  it('keep a bounded set of formats: past it the oldest goes', () => {
    const format = createNumberFormat(2);
    const made = countNumberFormats();
    format(1, 'en');
    format(1, 'fi');
    format(1, 'sv'); // drops en
    format(2, 'fi');
    expect(made).toHaveBeenCalledTimes(3);
    expect(format(1234, 'en')).toBe('1,234');
    expect(made).toHaveBeenCalledTimes(4);
  });
});
