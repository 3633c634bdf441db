import type { Server } from 'node:http';
export function remoteOrigins(document: { remotes?: Record<string, string> }): string[];
export function inlineScripts(html: string): string[];
export function inlineScriptHashes(html: string): string[];
export function inlineStyleHashes(html: string): string[];
export function contentSecurityPolicy(
  origins: string[],
  scriptHashes?: string[],
  styleHashes?: string[],
): string;
export function startApp(
  appName: string,
  options?: { env?: Record<string, string | undefined>; remotesDocumentPath?: string },
): Server;
