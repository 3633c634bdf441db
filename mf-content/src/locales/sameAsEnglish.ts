import type { ContentNamespace } from '../content/namespaces';
import { JURISDICTIONS } from '../content/legal';
import legalEnglish from './en/legal.json';

/**
 * Key paths whose text may legitimately be identical to the English one in another language:
 * the titles (short titles, customary names) and citations of national laws, which stay in their
 * original language in every translation, names of collecting societies, names of projects, and a
 * few words that some languages share with English. EU directives are not listed: each EU
 * language has its own title for them.
 */
function legalOriginals(): string[] {
  const keys: string[] = [];
  const jurisdictions: Record<string, { laws: unknown[]; societies?: string }> =
    legalEnglish.legislation.jurisdictions;
  for (const { id } of JURISDICTIONS) {
    if (id === 'eu') continue;
    const jurisdiction = jurisdictions[id];
    const base = `legislation.jurisdictions.${id}`;
    jurisdiction?.laws.forEach((_, index) => {
      keys.push(`${base}.laws[${index}].title`, `${base}.laws[${index}].citation`);
    });
    if (jurisdiction?.societies) keys.push(`${base}.societies`);
  }
  return keys;
}

export const SAME_AS_ENGLISH_ALLOWED: Record<ContentNamespace, readonly string[]> = {
  articles: [],
  legal: [
    ...legalOriginals(),
    // "Aspect" is also Dutch; "Portugal" and "Finland" are spelled so in several languages.
    'comparison.columns.aspect',
    'legislation.jurisdictions.pt.name',
    'legislation.jurisdictions.fi.name',
  ],
  philosophy: [
    'copyleft.stories[0].name',
    'copyleft.stories[1].name',
    'copyleft.stories[2].name',
    'copyleft.stories[3].name',
  ],
  // "Blog" (pt, nl) and "Interviews" (nl) are the same words in other languages.
  blog: ['title', 'topics[3].title'],
  privacy: [],
};
