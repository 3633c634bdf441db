import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  const instant = '2026-11-22T12:00:00Z';

  it('writes a date as each language does, the month named where digits would be ambiguous', () => {
    expect(formatDate(instant, 'pt-BR')).toBe('22 de nov. de 2026');
    expect(formatDate(instant, 'en')).toBe('Nov 22, 2026');
    expect(formatDate(instant, 'fi')).toBe('22.11.2026');
  });

  it('takes a Date as well as an ISO string', () => {
    expect(formatDate(new Date(instant), 'en')).toBe(formatDate(instant, 'en'));
  });
});
