/**
 * POSTs a deep link's page starts with, sent by a small script in index.html before the app's
 * JavaScript has loaded: a preload (`<link rel="preload" as="fetch">`) can only make GETs, and the
 * token page's JSON-RPC price is a POST. The server names the requests, built by the SPA's own code,
 * in a JSON data block, and the script (fixed text, admitted by its hash in the CSP) starts them
 * and keeps each fetch under its key (server/apiPreload.ts). The page's fetcher then takes its
 * request's answer from there, once, instead of sending it again (rpc.ts).
 *
 * This module is shared by the server and the page's chunks; it imports nothing.
 */

/** The id of the JSON data block that lists the requests: `[[earlyPostKey, url, body], …]`. */
export const EARLY_POSTS_ELEMENT_ID = 'chainboard-early-posts';
/** The global the script keeps the fetches in: a Map from earlyPostKey to the fetch's promise. */
export const EARLY_POSTS_GLOBAL = '__chainboardEarlyPosts';

export const earlyPostKey = (url: string, body: string) => `${url} ${body}`;

/** The answer of a POST the page's script already sent, once; undefined when it sent none. */
export function takeEarlyPost(url: string, body: string): Promise<Response> | undefined {
  const started = (globalThis as { [EARLY_POSTS_GLOBAL]?: Map<string, Promise<Response>> })[EARLY_POSTS_GLOBAL];
  const key = earlyPostKey(url, body);
  const response = started?.get(key);
  started?.delete(key);
  return response;
}
