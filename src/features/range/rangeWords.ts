/** The filters' range in words, for "Chart …": the bounds as typed, or the whole history. */
export function rangeWords(search: {
  from_block?: string | number;
  to_block?: string | number;
  from_date?: string | number;
  to_date?: string | number;
}): string {
  const parts: string[] = [];
  const from = search.from_block ?? search.from_date;
  const to = search.to_block ?? search.to_date;
  if (from !== undefined) parts.push(`from ${search.from_block !== undefined ? `block ${from}` : from}`);
  if (to !== undefined) parts.push(`to ${search.to_block !== undefined ? `block ${to}` : to}`);
  return parts.length ? `the filtered range (${parts.join(' ')})` : 'the whole history';
}
