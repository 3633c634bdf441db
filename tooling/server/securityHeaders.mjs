// @ts-check
import helmet from 'helmet';

/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { FastifyHelmetOptions } from '@fastify/helmet' */
/** @import { HelmetOptions } from 'helmet' */

/**
 * The browser features no page of the site uses. Helmet leaves this header to the site (the
 * list of features changes too often for a default of its own).
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

/**
 * Helmet's settings for one app's answers: its defaults (nosniff, COOP, Origin-Agent-Cluster, no
 * DNS prefetching of links, …), with what the site decides itself.
 * @param {{ isShell: boolean }} app
 * @returns {FastifyHelmetOptions}
 */
export function helmetOptions({ isShell }) {
  return {
    // A page's policy is its composition's (compose/csp.mjs): the remotes' origins, and the boot
    // loader and the inlined styles by their hashes. The shell sets it on its pages.
    contentSecurityPolicy: false,
    // The shell's pages load the remotes' files from other origins.
    crossOriginResourcePolicy: { policy: isShell ? 'same-origin' : 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Plain HTTP on this machine; in production TLS, and its HSTS, are the CDN's.
    strictTransportSecurity: false,
  };
}

/**
 * The headers helmet sets with these settings, written out once: for the answers made where no
 * Fastify hook runs (a request refused before it is routed, one the HTTP parser cannot read).
 * @param {FastifyHelmetOptions} options
 * @returns {Record<string, string>}
 */
export function helmetHeaders(options) {
  /** @type {Map<string, string>} */
  const headers = new Map();
  const response = {
    setHeader: (/** @type {string} */ name, /** @type {unknown} */ value) => {
      headers.set(name, String(value));
    },
    removeHeader: (/** @type {string} */ name) => {
      headers.delete(name);
    },
  };
  // The same options helmet is given through @fastify/helmet (whose types name helmet's CommonJS
  // declarations, this module its ES ones).
  helmet(/** @type {HelmetOptions} */ (/** @type {unknown} */ (options)))(
    /** @type {IncomingMessage} */ (/** @type {unknown} */ ({})),
    /** @type {ServerResponse} */ (/** @type {unknown} */ (response)),
    (error) => {
      if (error) throw error;
    },
  );
  return Object.fromEntries(headers);
}
