import { describe, expect, it, vi } from 'vitest';
import { dataFileUrl, loadReferenceRates } from './referenceRates';

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

describe('dataFileUrl', () => {
  it("finds a built remote's data next to its remoteEntry, wherever it is deployed", () => {
    expect(
      dataFileUrl('reference-rates.json', 'https://cdn.example.org/fair/catalog/v7/').href,
    ).toBe('https://cdn.example.org/fair/catalog/v7/reference-rates.json');
  });
});

describe('loadReferenceRates', () => {
  const url = new URL('http://localhost:4174/reference-rates.json');

  it('gives the rates, or nothing (never an error) when they are missing or malformed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rates = { date: '2026-11-20', base: 'EUR', rates: { BRL: '6.1834' } };
    expect(await loadReferenceRates({ fetcher: () => json(rates), url })).toEqual(rates);
    expect(await loadReferenceRates({ fetcher: () => json('gone', 404), url })).toBeUndefined();
    expect(await loadReferenceRates({ fetcher: () => json('{ "date": '), url })).toBeUndefined();
    expect(
      await loadReferenceRates({ fetcher: () => json({ ...rates, base: 'USD' }), url }),
    ).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
