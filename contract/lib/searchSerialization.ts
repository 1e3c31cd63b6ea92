import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

/**
 * How the router writes and reads search params. Text is written as typed: a filter of "500" is
 * `?q=500`, not the JSON `?q=%22500%22` the router's default writes to tell the text "500" from
 * the number 500. Every page's parser (`contract/lib/searchParams.ts`) takes text and numbers alike,
 * so nothing needs that distinction; reading keeps exact digit runs as numbers where they
 * round-trip and as text otherwise (the router's query-string decoder), and still reads arrays,
 * objects and quoted text, so links written the default way keep opening the same view.
 */
function parseValue(text: string): unknown {
  if (/^["[{]/.test(text)) return JSON.parse(text);
  // Not JSON here: the router keeps the value as it was written.
  throw new SyntaxError('plain text');
}

export const parseSearch = parseSearchWith(parseValue);
export const stringifySearch = stringifySearchWith(JSON.stringify, parseValue);
