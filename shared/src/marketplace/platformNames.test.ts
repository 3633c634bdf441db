import { describe, expect, it } from 'vitest';
import { platformNamer } from './platformNames';

describe("a platform's name", () => {
  const name = platformNamer(
    [
      { id: 'ebook', name: 'ebook', seeded: true },
      { id: 'bookshop-north', name: 'Bookshop North', seeded: false },
    ],
    (id) => `«${id}»`,
  );

  it("is the page's language's for the seed's, as its distributor wrote it for any other", () => {
    expect(name('ebook')).toBe('«ebook»');
    expect(name('bookshop-north')).toBe('Bookshop North');
  });

  it('is the seed’s translation, or the id, while the page does not know the platform', () => {
    expect(name('music-streaming')).toBe('«music-streaming»');
    expect(name('cinema-east')).toBe('cinema-east');
  });

  it('is as its distributor wrote it when the platform is not the seed’s, whatever its id', () => {
    const own = platformNamer([{ id: 'app-store', name: 'My App Store', seeded: false }], (id) =>
      id.toUpperCase(),
    );
    expect(own('app-store')).toBe('My App Store');
  });

  it('translates a seed platform once per namer, however often it is named', () => {
    const asked: string[] = [];
    const namer = platformNamer([], (id) => {
      asked.push(id);
      return `«${id}»`;
    });
    for (let i = 0; i < 3; i++) expect(namer('ebook')).toBe('«ebook»');
    expect(namer('music-streaming')).toBe('«music-streaming»');
    expect(asked).toEqual(['ebook', 'music-streaming']);
  });
});
