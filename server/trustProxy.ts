import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from './config.ts';

/**
 * Whether a connecting peer is a reverse proxy named by TRUST_PROXY (server/config.ts), whose
 * forwarded headers (X-Forwarded-For, and a sign-in user header) may be believed. Fastify applies
 * the same setting to compute `request.ip`; this answers the question for one peer address.
 *
 * A hop count trusts the connecting peer whatever its address (the peer is the first hop); a list
 * trusts exactly its addresses and CIDRs. IPv4-mapped IPv6 peers (`::ffff:10.0.0.1`) match the
 * IPv4 entries.
 */
export type TrustedProxyCheck = (peerAddress: string | undefined) => boolean;

export function trustedProxyCheck(trust: TrustProxy): TrustedProxyCheck {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (peer) => trust > 0 && peer != null && isIP(peer) !== 0;
  const list = new BlockList();
  for (const entry of trust) {
    const [address = '', prefix = ''] = entry.split('/');
    const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    list.addSubnet(address, Number(prefix), family);
  }
  return (peer) => {
    if (peer == null) return false;
    const family = isIP(peer);
    if (family === 0) return false;
    return list.check(peer, family === 4 ? 'ipv4' : 'ipv6');
  };
}
