import { pagePath, ROUTES } from '@fair/shared/site';
import { describe, expect, it } from 'vitest';
import { sitePath } from './sitePath';

describe('sitePath', () => {
  it('is the pt-BR address of every page of the app table', () => {
    for (const route of ROUTES) expect(sitePath(route.id)).toBe(pagePath(route, 'pt-BR'));
    expect(sitePath('home')).toBe('/');
  });

  it('adds a fragment when given one', () => {
    const faq = ROUTES.find((route) => route.id === 'faq');
    expect(sitePath('faq', 'author-payment')).toBe(`/${faq?.slug}#author-payment`);
  });
});
