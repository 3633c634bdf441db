import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmNumberFormat } from './warmNumberFormat';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('warming the number format', () => {
  it("makes one currency format in the page's language", () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    warmNumberFormat('pt-BR');
    expect(made).toHaveBeenCalledWith('pt-BR', { style: 'currency', currency: 'EUR' });
  });

  it('never throws, whatever the language', () => {
    expect(() => warmNumberFormat('not a language')).not.toThrow();
    expect(() => warmNumberFormat('')).not.toThrow();
  });
});
