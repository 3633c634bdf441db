import type { ContentType } from '../../site/contentTypes.mjs';
import type { Language } from '../languages';
import type { Cents } from '../money/cents';
import type { PlatformId } from '../pricing/platforms';

// The content types are a site fact that Node tools read too: they live in a plain module.
export { CONTENT_TYPES, isContentType, type ContentType } from '../../site/contentTypes.mjs';

/** A work offered in the catalogue. */
export interface Work {
  id: string;
  title: string;
  author: string;
  type: ContentType;
  /** The language the work is in (also the language of its description). */
  language: Language;
  /** The listed content fee: the lifetime price the author set. Durations take a share of it. */
  contentFee: Cents;
  /** The platforms the author authorized, the default one first. */
  platforms: PlatformId[];
  description: string;
  /** When it was added to the catalogue (ISO date), for "newest first". */
  addedOn: string;
}
