import { createContext } from 'react';

/**
 * True while the shell's build renders the frame to HTML: the page area then holds the mark where
 * the composer puts the page's own HTML.
 */
export const FrameRenderContext = createContext(false);
