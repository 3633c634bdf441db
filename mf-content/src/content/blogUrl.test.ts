import { describe, expect, it } from 'vitest';
import { parseBlogUrl, readBlogUrl } from './blogUrl';

describe('the blog address setting', () => {
  it('is read from VITE_BLOG_URL (mf-content/.env)', () => {
    expect(readBlogUrl()).toBe('https://fairlicensing.blogspot.com/');
  });

  it('accepts an absolute http(s) address', () => {
    expect(parseBlogUrl(' https://example.org/blog ')).toBe('https://example.org/blog');
    expect(parseBlogUrl('http://example.org/')).toBe('http://example.org/');
  });

  it('treats a missing, relative or non-web address as not configured', () => {
    for (const value of [undefined, '', '   ', '/blog', 'javascript:alert(1)', 'mailto:a@b.c']) {
      expect(parseBlogUrl(value)).toBeNull();
    }
  });
});
