import { describe, expect, it } from 'vitest';
import { withPageData } from './pageData';

const manifest = () => ({
  name: 'mf_catalog',
  exposes: [
    { path: './CatalogPage', assets: {} },
    { path: './OtherPage', assets: {} },
  ],
});

describe('withPageData', () => {
  it("lists each page's data files on its exposed module, and only there", () => {
    const result = withPageData(manifest(), { './CatalogPage': ['catalogue.json'] });
    expect(result.exposes).toEqual([
      { path: './CatalogPage', assets: {}, data: ['catalogue.json'] },
      { path: './OtherPage', assets: {} },
    ]);
  });

  it('leaves a manifest alone when no page names data', () => {
    expect(withPageData(manifest(), {})).toEqual(manifest());
  });

  it('refuses a page the remote does not expose', () => {
    expect(() => withPageData(manifest(), { './Gone': ['x.json'] })).toThrow(/\.\/Gone/);
  });
});
