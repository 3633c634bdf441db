import type { CDPSession, Page } from '@playwright/test';

export const MAIN_NAVIGATION: string;
export const ROUND: number;
export const SETTLE_MS: number;

export interface HeapReading {
  /** The JavaScript heap in use after garbage collection, in bytes. */
  usedSize: number;
  elements: number;
  windowListeners: number;
  documentListeners: number;
}

export function changePages(page: Page, count: number): Promise<void>;
export function settledHeap(
  page: Page,
  cdp: CDPSession,
  options?: { settleMs?: number; collections?: number },
): Promise<HeapReading>;
