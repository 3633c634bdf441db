// Type-level test of the typed translation keys, checked by `tsc` (npm run typecheck), never run:
// each `@ts-expect-error` makes the type check fail if the wrong key below ever compiles.
import type { TFunction } from 'i18next';
import { hasField, textList } from '@fair/shared';
import type { ArticleSectionId } from './content/article';

declare const t: TFunction<'articles'>;
declare const id: ArticleSectionId;

const section = t(`sections.${id}`, { returnObjects: true });

export const checks = [
  t(`sections.${id}.heading`),
  textList(t(`sections.${id}.paragraphs`, { returnObjects: true })) satisfies readonly string[],
  hasField(section, 'subsections') ? textList(section.subsections)[0]?.heading : '',
  // @ts-expect-error -- only some sections have subsections: the key is not every section's
  t(`sections.${id}.subsections`, { returnObjects: true }),
  // @ts-expect-error -- a misspelt field of an entry
  hasField(section, 'subsection'),
  // @ts-expect-error -- a misspelt key
  t('standfrist'),
  // @ts-expect-error -- a key of another of this app's namespaces, not asked for
  t('topicsHeading'),
];
