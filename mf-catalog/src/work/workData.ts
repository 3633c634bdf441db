import {
  centsToDecimalString,
  readWork,
  type MarketplacePlatform,
  type MarketplaceWork,
  type PageContext,
  type PageDescription,
  type Quote,
} from '@fair/shared';
import type { i18n as I18n } from 'i18next';
import { embeddedText } from '../catalogue/embedded';
import { keptPlatforms, renewedPlatforms } from '../catalogue/keptPlatforms';
import { cardQuote, platformTable } from '../catalogue/platforms';
import { fetchPlatforms, fetchWork, parsePlatforms, type Fetcher } from '../catalogue/worksApi';
import { workIdOf } from './workPath';

/**
 * What a work's page shows: the work with the platforms' fees (the API's), no such work (unknown:
 * 404, withdrawn: 410), or the API could not say.
 */
export type WorkView =
  | { kind: 'work'; work: MarketplaceWork; platforms: MarketplacePlatform[] }
  | { kind: 'missing'; status: 404 | 410 }
  | { kind: 'unavailable' };

/**
 * The page's data (what `prepare` resolves to): the work's id, what its HTML shows and the text
 * that HTML embeds it as; `view` null when the page is rendered anew in the browser (it then asks
 * the API).
 */
export interface WorkData {
  id: string | undefined;
  view: WorkView | null;
  text: string | undefined;
}

/** The element the HTML embeds the view in, and its attribute (one work per page). */
export const WORK_ELEMENT_ID = 'mf-catalog-work';
export const WORK_ATTRIBUTE = 'data-work';

/** The work and the platforms with their fees, from the API (`fetcher`: the page's or the server's). */
export async function fetchWorkView(
  id: string,
  options: { fetcher?: Fetcher; signal?: AbortSignal } = {},
): Promise<WorkView> {
  const [answer, platforms] = await Promise.all([fetchWork(id, options), fetchPlatforms(options)]);
  return answer.kind === 'work'
    ? { kind: 'work', work: answer.work, platforms }
    : { kind: 'missing', status: answer.status };
}

/**
 * The view for a request: the work from the API, with the platforms another render read a moment
 * ago (`keptPlatforms`) unless the work names one they lack (then asked for now).
 */
async function workViewForRequest(id: string, fetcher: Fetcher): Promise<WorkView> {
  const [answer, kept] = await Promise.all([fetchWork(id, { fetcher }), keptPlatforms(fetcher)]);
  if (answer.kind !== 'work') return { kind: 'missing', status: answer.status };
  const known = platformTable(kept);
  const platforms = answer.work.platforms.every((platform) => known.has(platform))
    ? kept
    : await renewedPlatforms(fetcher);
  return { kind: 'work', work: answer.work, platforms };
}

/** Reads the embedded view back, for this work; undefined when it is not the data this code writes. */
export function readWorkView(text: string | null | undefined, id: string): WorkView | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as { work?: unknown; platforms?: unknown };
    const work = readWork(value.work);
    if (work?.id !== id) return undefined;
    return { kind: 'work', work, platforms: parsePlatforms(value) };
  } catch {
    return undefined;
  }
}

/**
 * The work page's `prepare`: for a request (its HTML rendered by the remote's server), the work
 * from the API; in the browser, what that HTML embeds (or nothing: the page then asks the API).
 * No work's page is rendered at build time.
 */
export async function prepareWork(context: PageContext): Promise<WorkData> {
  const id = workIdOf(context.pathname);
  if (id === undefined) return { id, view: { kind: 'missing', status: 404 }, text: undefined };
  if (context.rendering === 'browser') {
    const text = document.getElementById(WORK_ELEMENT_ID)?.getAttribute(WORK_ATTRIBUTE);
    const view = readWorkView(text, id);
    return view && text ? { id, view, text } : { id, view: null, text: undefined };
  }
  let view: WorkView;
  try {
    view = await workViewForRequest(id, context.fetch);
  } catch (error) {
    console.warn(`[mf-catalog] the work ${id} could not be read for this request:`, error);
    view = { kind: 'unavailable' };
  }
  const text =
    view.kind === 'work' ? embeddedText({ work: view.work, platforms: view.platforms }) : undefined;
  return { id, view, text };
}

/** The price a work's page leads with: a lifetime licence on its default platform (a card's). */
export function leadingQuote(view: Extract<WorkView, { kind: 'work' }>): Quote<string> | null {
  return cardQuote(view.work, platformTable(view.platforms));
}

/**
 * What a work's page says about itself on the server: the work's title and description with its
 * price, Open Graph as a product with that price; 404 or 410 when there is no such work; not to be
 * kept for other visitors when the API could not be read.
 */
export function describeWork(data: WorkData, i18n: I18n): PageDescription {
  const t = i18n.getFixedT(null, ['catalog', 'common']);
  const view = data.view;
  if (!view || view.kind === 'unavailable') return { cacheable: false };
  if (view.kind === 'missing') return { status: view.status };
  const quote = leadingQuote(view);
  const description = quote
    ? t('work.description', { description: view.work.description, price: quote.total })
    : view.work.description;
  return {
    title: view.work.title,
    description,
    openGraph: {
      type: 'product',
      title: view.work.title,
      properties: quote
        ? [
            ['product:price:amount', centsToDecimalString(quote.total)],
            ['product:price:currency', 'EUR'],
          ]
        : [],
    },
  };
}
