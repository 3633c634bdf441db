import { describe, expect, it } from 'vitest';
import { hasField, hasTextFields, isText, textList } from './textList';

describe('text lists read whole from the texts', () => {
  it('give the list, or nothing when a language’s file lacks it (t gives back the key)', () => {
    expect(textList(['a', 'b'])).toEqual(['a', 'b']);
    expect(textList('steps.items' as unknown as string[])).toEqual([]);
  });

  it('keep only the items of the expected shape', () => {
    const items = [{ title: 'T', text: 'x' }, { title: 'T' }, 'loose', null] as unknown as {
      title: string;
      text: string;
    }[];
    expect(textList(items, hasTextFields('title', 'text'))).toEqual([{ title: 'T', text: 'x' }]);
    expect(textList(['a', 1, 'b'] as unknown as string[], isText)).toEqual(['a', 'b']);
  });

  it('tell whether an entry has a field only some entries have', () => {
    const entries: ({ name: string } | { name: string; societies: string })[] = [
      { name: 'EU' },
      { name: 'FI', societies: 'Teosto' },
    ];
    expect(entries.map((entry) => hasField(entry, 'societies'))).toEqual([false, true]);
  });
});
