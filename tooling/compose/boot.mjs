// @ts-check
/**
 * How a composed page starts its scripts: only after its first paint. The page's HTML, with its
 * styles inlined, is all a reader needs; scripts and their hints would otherwise download with
 * it and delay that paint (on a slow phone link every byte shares the line). This is the one
 * place that says what a page preloads.
 *
 * The list of files is written into the page as data (`<script type="application/json">`, never
 * run); one small inline loader, the same on every page (so the CSP allows it by one hash), reads
 * it after the first frame is painted and adds the module scripts and their hints.
 */
export const BOOT_DATA_ID = 'fair-boot';

/**
 * @typedef {{ modules: string[], preload: string[], fetch: string[] }} BootData
 * `modules`: the scripts to run (the shell's entry); `preload`: module files they import (the
 * shell's chunks and texts, the page's remote entry, files and texts); `fetch`: data the page
 * reads before its first render (e.g. the catalogue).
 */

/** The loader, minified by hand: it runs before any module of the page. */
export const BOOT_SCRIPT = [
  '(function(){',
  `var b=JSON.parse(document.getElementById(${JSON.stringify(BOOT_DATA_ID)}).textContent);`,
  'function add(rel,href,as){var l=document.createElement("link");l.rel=rel;l.href=href;',
  'if(as)l.as=as;if(new URL(href,location.href).origin!==location.origin)l.crossOrigin="anonymous";',
  'document.head.appendChild(l)}',
  'function go(){b.preload.forEach(function(u){add("modulepreload",u)});',
  'b.fetch.forEach(function(u){add("preload",u,"fetch")});',
  'b.modules.forEach(function(u){var s=document.createElement("script");s.type="module";s.src=u;',
  'document.head.appendChild(s)})}',
  'var started=0;function start(){if(!started){started=1;go()}}',
  // The loader runs at the end of the body, before the frame that shows the whole page. A frame
  // is drawn some time before it reaches the screen, so a timeout queued from an animation frame
  // may still start the downloads before the page is seen. Where the browser reports the paint
  // of the page's largest content (largest-contentful-paint), the scripts start when it does;
  // when the largest content was already on screen (nothing larger is reported) or the browser
  // reports no such paint, three frames on.
  'try{new PerformanceObserver(function(l,o){o.disconnect();start()})',
  '.observe({type:"largest-contentful-paint"})}catch(e){}',
  'requestAnimationFrame(function(){requestAnimationFrame(function(){',
  'requestAnimationFrame(function(){setTimeout(start,0)})})})',
  '})()',
].join('');
