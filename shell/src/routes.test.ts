import { describe, expect, it } from 'vitest';
import { findRoute, REMOTE_NAMES, ROUTES } from './routes';

describe('route table', () => {
  it('has the eleven routes of the spec, each once', () => {
    expect(ROUTES.map((route) => route.path)).toEqual([
      '/',
      '/autores',
      '/distribuidores',
      '/usuarios',
      '/como-funciona',
      '/faq',
      '/fundamentacao-legal',
      '/fundamentacao-filosofica',
      '/artigos',
      '/blog',
      '/minhas-licencas',
    ]);
  });

  it('maps every route to a known remote and a page module', () => {
    for (const route of ROUTES) {
      expect(REMOTE_NAMES).toContain(route.remote);
      expect(route.module).toMatch(/^\.\/[A-Z]\w+Page$/);
    }
  });

  it('finds a route with or without a trailing slash, and nothing for unknown paths', () => {
    expect(findRoute('/faq')?.module).toBe('./FaqPage');
    expect(findRoute('/faq/')?.module).toBe('./FaqPage');
    expect(findRoute('/')?.remote).toBe('mf_catalog');
    expect(findRoute('/faq/extra')).toBeUndefined();
    expect(findRoute('/FAQ')).toBeUndefined();
  });
});
