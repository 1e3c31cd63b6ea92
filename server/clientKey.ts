import { isIP } from 'node:net';

/**
 * The key a client's per-minute budget is kept under: its address (`request.ip`, which TRUST_PROXY
 * decides), with IPv6 addresses grouped by their /64. One IPv6 subscriber is usually handed a whole
 * /64 (often larger), so counting single addresses would give one person 2^64 budgets. An
 * IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

/**
 * The budget keys of one request: its address's, and with sign-in on, the signed-in user's too,
 * so a user's minute is one minute on however many addresses (phone, laptop, a changing IPv6
 * prefix), while an address shared by several users still bounds them together.
 */
export function budgetKeys(request: {
  readonly ip: string;
  readonly user: { readonly id: string } | null;
}): readonly string[] {
  const address = clientKey(request.ip);
  return request.user ? [address, `user:${request.user.id}`] : [address];
}

/** The eight 16-bit groups of an IPv6 address, as lowercase hex without leading zeros. */
function expandIpv6(ip: string): string[] {
  const withoutZone = ip.split('%')[0]!;
  // An embedded IPv4 tail (::a.b.c.d forms) becomes two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(withoutZone);
  let text = withoutZone;
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${withoutZone.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array.from({ length: 8 - headGroups.length - tailGroups.length }, () => '0');
  return [...headGroups, ...(tail === undefined ? [] : zeros), ...tailGroups].map((group) =>
    parseInt(group, 16).toString(16),
  );
}
