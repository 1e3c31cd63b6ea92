/**
 * The key under which the browser keeps the watchlist: the /tokens route reads it before the page
 * loads, the page writes it, and the server's inline preload script reads it.
 */
export const WATCHLIST_STORAGE_KEY = 'tokens.watchlist';
