import { describe, expect, it } from 'vitest';
import { fitText, isWinAnsi, normalizeForPdf } from './pdfText';

describe('text for the PDF', () => {
  it('knows the WinAnsi set: Latin-1 and the few extra characters the seven languages use', () => {
    expect(isWinAnsi('Canções do Cerrado — “Õunapuu” Šiška žurnaal Œuvre 12,50 € … ™')).toBe(true);
    expect(isWinAnsi('Łukasz')).toBe(false);
    expect(isWinAnsi('Жанна')).toBe(false);
    expect(isWinAnsi('😀')).toBe(false);
    expect(isWinAnsi('a → b')).toBe(false);
  });

  it('normalizes what Intl and keyboards produce', () => {
    // e + combining acute becomes é; narrow no-break spaces (Intl) become no-break spaces.
    expect(normalizeForPdf('Jose\u0301')).toBe('José');
    expect(normalizeForPdf('14,98\u202f€')).toBe('14,98\u00a0€');
    expect(normalizeForPdf('two\nlines\tand tab')).toBe('two lines and tab');
  });

  it('uses the standard fonts for WinAnsi text', () => {
    expect(fitText('Maria da Silva')).toEqual({
      text: 'Maria da Silva',
      font: 'standard',
      replaced: false,
    });
  });

  it('uses the Unicode font for what it covers, and replaces whole graphemes it does not', () => {
    const covers = (code: number) => code < 0x3000; // a font with no CJK and no emoji
    expect(fitText('Жанна Łukasz', covers)).toEqual({
      text: 'Жанна Łukasz',
      font: 'unicode',
      replaced: false,
    });
    // A family emoji is several code points joined: it becomes one "?".
    expect(fitText('Ana 👩‍👩‍👧 李', covers)).toEqual({
      text: 'Ana ? ?',
      font: 'standard',
      replaced: true,
    });
    expect(fitText('Жанна 😀', covers)).toEqual({
      text: 'Жанна ?',
      font: 'unicode',
      replaced: true,
    });
  });

  it('keeps only WinAnsi when there is no Unicode font', () => {
    expect(fitText('Zoë Łukasz')).toEqual({ text: 'Zoë ?ukasz', font: 'standard', replaced: true });
  });
});
