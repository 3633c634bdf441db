import { hasTextFields, isText, textList } from '@fair/shared';

/** `{ title, text }`: the items of most of this remote's lists (benefits, steps, use cases…). */
export interface TitledText {
  title: string;
  text: string;
}

/** `[{ title, text }, …]` read whole from the texts; the malformed items left out. */
export function titledTexts(list: readonly TitledText[]): TitledText[] {
  return textList(list, hasTextFields('title', 'text'));
}

/** An array of paragraphs read whole from the texts. */
export function paragraphs(list: readonly string[]): string[] {
  return textList(list, isText);
}
