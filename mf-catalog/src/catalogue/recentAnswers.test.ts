import { describe, expect, it } from 'vitest';
import { createRecentAnswers } from './recentAnswers';

function clock() {
  let time = 1_000;
  return { now: () => time, pass: (ms: number) => (time += ms) };
}

describe('createRecentAnswers', () => {
  it('gives back an answer kept for its address, and nothing for another', () => {
    const answers = createRecentAnswers<string>({ maxEntries: 3, maxAgeMs: 1_000 });
    answers.set('/api/works?q=jo', 'jo');
    expect(answers.get('/api/works?q=jo')).toBe('jo');
    expect(answers.get('/api/works?q=joa')).toBeUndefined();
  });

  it('forgets an answer once it is as old as the cache keeps them', () => {
    const time = clock();
    const answers = createRecentAnswers<string>({ maxEntries: 3, maxAgeMs: 1_000, now: time.now });
    answers.set('a', 'A');
    time.pass(999);
    expect(answers.get('a')).toBe('A');
    time.pass(1);
    expect(answers.get('a')).toBeUndefined();
    // Asked again, it is kept anew from then.
    answers.set('a', 'A2');
    time.pass(500);
    expect(answers.get('a')).toBe('A2');
  });

  it('counts a clock that went back as too old', () => {
    const time = clock();
    const answers = createRecentAnswers<string>({ maxEntries: 3, maxAgeMs: 1_000, now: time.now });
    answers.set('a', 'A');
    time.pass(-1);
    expect(answers.get('a')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const answers = createRecentAnswers<string>({ maxEntries: 2, maxAgeMs: 1_000 });
    answers.set('a', 'A');
    answers.set('b', 'B');
    // Reading "a" makes "b" the least recently used.
    expect(answers.get('a')).toBe('A');
    answers.set('c', 'C');
    expect(answers.get('b')).toBeUndefined();
    expect(answers.get('a')).toBe('A');
    expect(answers.get('c')).toBe('C');
  });

  it('replaces the answer kept for an address asked again', () => {
    const answers = createRecentAnswers<string>({ maxEntries: 2, maxAgeMs: 1_000 });
    answers.set('a', 'old');
    answers.set('a', 'new');
    answers.set('b', 'B');
    expect(answers.get('a')).toBe('new');
    expect(answers.get('b')).toBe('B');
  });
});
