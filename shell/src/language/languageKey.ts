/** Where the visitor's language choice is kept. A module of its own: the preloader reads it too. */
export const LANGUAGE_KEY = 'fair-licensing.language';
