import { useState } from 'react';

/** The elements of a list, by the id of what each shows: `ref(id)` to hold one, `get(id)` to reach it. */
export interface ElementsById<E extends HTMLElement> {
  ref: (id: string) => (element: E | null) => void;
  get: (id: string) => E | undefined;
}

/**
 * One element per item of a list, kept while it is drawn: where the focus goes back to (the
 * button that opened a form, the title of a work just withdrawn).
 */
export function useElementsById<E extends HTMLElement>(): ElementsById<E> {
  const [elements] = useState(() => {
    const held = new Map<string, E>();
    return {
      ref: (id: string) => (element: E | null) => {
        if (element) held.set(id, element);
        else held.delete(id);
      },
      get: (id: string) => held.get(id),
    };
  });
  return elements;
}
