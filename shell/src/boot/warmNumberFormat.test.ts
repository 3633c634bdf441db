import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmNumberFormat } from './warmNumberFormat';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('warming the number format', () => {
  it("makes one number format in the page's language", () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    warmNumberFormat('pt-BR');
    expect(made).toHaveBeenCalledWith('pt-BR');
  });

  it('never throws, whatever the language', () => {
    expect(() => warmNumberFormat('not a language')).not.toThrow();
    expect(() => warmNumberFormat('')).not.toThrow();
  });
});
