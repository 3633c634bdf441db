import { localeFileLanguage } from '../i18n/glossary';

/**
 * Every page namespace holds `meta.description`: the page's description for search engines and
 * link previews (the composer writes it into the page's head). One or two sentences, 50 to 160
 * characters (what a search result shows), and no typed figure or placeholder: a head is not
 * interpolated. Given an app's locale files by path (`…/<language>/<namespace>.json`), returns a
 * problem per file that breaks the rule; none means every page is described.
 */
export function findPageDescriptionProblems(files: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [file, texts] of Object.entries(files)) {
    if (!localeFileLanguage(file)) {
      problems.push(`${file}: not a locale file (…/<language>/<namespace>.json)`);
      continue;
    }
    const description = (texts as { meta?: { description?: unknown } }).meta?.description;
    if (typeof description !== 'string') {
      problems.push(`${file}: no meta.description`);
      continue;
    }
    if (description.length < 50 || description.length > 160)
      problems.push(`${file}: meta.description has ${description.length} characters, not 50–160`);
    if (/\p{Nd}|\{\{/u.test(description))
      problems.push(`${file}: meta.description types a figure or a placeholder`);
    if (description.split(/[.!?](?:\s|$)/).filter((part) => part.trim()).length > 2)
      problems.push(`${file}: meta.description has more than two sentences`);
  }
  return problems;
}
