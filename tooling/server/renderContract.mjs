// @ts-check
// What the shell's server and a remote's render service agree on, apart from Podium's own
// contract: kept out of both so that neither loads the other's Podium library to read it.

/** Where a remote version's render service answers: `/<version>/render/…`. */
export const RENDER_PATH = 'render';

/**
 * The header by which a render says what its page says about itself (status, title, description,
 * Open Graph, whether it may be kept), as URI-encoded JSON: a header holds ASCII only.
 */
export const HEAD_HEADER = 'fair-head';
