/**
 * The FAQ's questions, in the order shown. Each id is the question's key in the `faq` texts and
 * its address on the page (`/faq#price-breakdown`), the same in every language so a link can be
 * shared across languages. Other pages link to some of them: keep the ids stable.
 */
export const FAQ_IDS = [
  'what-is-a-license',
  'price-breakdown',
  'several-platforms',
  'durations',
  'expanding',
  'author-payment',
  'prototype',
] as const;

export type FaqId = (typeof FAQ_IDS)[number];

export function isFaqId(value: string): value is FaqId {
  return (FAQ_IDS as readonly string[]).includes(value);
}

/** The question a location hash ("#durations") points at, if any. */
export function faqIdFromHash(hash: string): FaqId | null {
  let id = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    id = decodeURIComponent(id);
  } catch {
    return null;
  }
  return isFaqId(id) ? id : null;
}
