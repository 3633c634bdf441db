import { describe, expect, it, vi } from 'vitest';
import catalogueFile from '@fair/shared/sample-catalogue.json';
import { CatalogueLoadError, dataFileUrl, loadCatalogue, loadReferenceRates } from './load';

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

describe('dataFileUrl', () => {
  it("finds a built remote's data next to its remoteEntry, wherever it is deployed", () => {
    expect(dataFileUrl('catalogue.json', 'https://cdn.example.org/fair/catalog/v7/').href).toBe(
      'https://cdn.example.org/fair/catalog/v7/catalogue.json',
    );
  });
});

describe('loadCatalogue', () => {
  const url = new URL('http://localhost:4174/catalogue.json');

  it('fetches and validates the works', async () => {
    const fetcher = vi.fn(() => json(catalogueFile));
    const works = await loadCatalogue({ fetcher, url });
    expect(fetcher).toHaveBeenCalledWith(url.href, expect.anything());
    expect(works.length).toBe(catalogueFile.works.length);
  });

  it('tells a network failure from a malformed file', async () => {
    const kind = (fetcher: () => Promise<Response>) =>
      loadCatalogue({ fetcher, url }).then(
        () => 'loaded',
        (error: unknown) => (error instanceof CatalogueLoadError ? error.kind : 'other'),
      );
    expect(await kind(() => Promise.reject(new TypeError('Failed to fetch')))).toBe('network');
    expect(await kind(() => json('Not found', 404))).toBe('network');
    expect(await kind(() => json('{ "version": 1, "works": [ '))).toBe('format');
    expect(await kind(() => json({ works: 'none' }))).toBe('format');
    expect(await kind(() => json({ version: 1, works: [{ id: 'x' }] }))).toBe('format');
  });

  it('logs the entries it leaves out and shows the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [first] = catalogueFile.works;
    const works = await loadCatalogue({
      fetcher: () => json({ version: 1, works: [first, { ...first, id: 'bad', contentFee: 1.5 }] }),
      url,
    });
    expect(works).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1 catalogue entries left out'), [
      'bad: contentFee must be a non-negative integer number of cents',
    ]);
    warn.mockRestore();
  });
});

describe('loadReferenceRates', () => {
  const url = new URL('http://localhost:4174/reference-rates.json');

  it('gives the rates, or nothing (never an error) when they are missing or malformed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rates = { date: '2026-11-20', base: 'EUR', rates: { BRL: '6.1834' } };
    expect(await loadReferenceRates({ fetcher: () => json(rates), url })).toEqual(rates);
    expect(await loadReferenceRates({ fetcher: () => json('gone', 404), url })).toBeUndefined();
    expect(
      await loadReferenceRates({ fetcher: () => json({ ...rates, base: 'USD' }), url }),
    ).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
