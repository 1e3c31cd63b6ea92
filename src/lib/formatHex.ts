/** A 0x-hex string shortened to its head and tail: 0x1234…abcd. */
export function shortenHex(hex: string, head = 6, tail = 4): string {
  if (hex.length <= head + tail + 1) return hex;
  return `${hex.slice(0, head)}…${hex.slice(-tail)}`;
}
