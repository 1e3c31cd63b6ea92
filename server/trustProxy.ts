import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from './config.ts';

/**
 * Whether a connecting peer is a reverse proxy named by TRUST_PROXY (server/config.ts), whose
 * forwarded headers (X-Forwarded-For, and a sign-in user header) may be believed. Fastify applies
 * the same rule (forwardedHopCheck) to compute `request.ip`; this answers it for one peer address.
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

/**
 * The rule as Fastify's `trustProxy` function (proxy-addr walks the chain from the connecting
 * peer, hop 0, towards the client): with a hop count the first `n` hops are proxies, with a list
 * each hop is one if its address is listed.
 */
export function forwardedHopCheck(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  const trusted = trustedProxyCheck(trust);
  return (address) => trusted(address);
}
