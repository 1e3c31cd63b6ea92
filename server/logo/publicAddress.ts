import ipaddr from 'ipaddr.js';
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';

/**
 * Logo hosts named in LOGO_ORIGINS must resolve to public addresses only: a name that resolves
 * (or is rebound) to loopback, a private network, link-local (cloud metadata at 169.254.169.254)
 * or any other special range would turn the logo route into a way to reach the server's own
 * network. The check runs inside the connection's own lookup, so the address checked is the
 * address connected to (no window between a check and a second resolution).
 */

export interface ResolvedAddress {
  readonly address: string;
  readonly family: number;
}

export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Ordinary public unicast only; ipaddr.js names every special-purpose range (IPv4-mapped IPv6 is read as IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export class NotPublicError extends Error {
  override name = 'NotPublicError';
  readonly code = 'ENOTPUBLIC';
}

/** A `lookup` for node:http(s) that fails unless every address of the name is public. */
export function publicOnlyLookup(resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0) return callback(new Error(`${hostname} has no address`), '', 0);
        const inner = addresses.find((entry) => !isPublicAddress(entry.address));
        if (inner) return callback(new NotPublicError(`${hostname} resolves to a non-public address`), '', 0);
        const wanted =
          options.family === 4 || options.family === 6
            ? addresses.filter((entry) => entry.family === options.family)
            : [...addresses];
        if (wanted.length === 0) return callback(new Error(`${hostname} has no IPv${options.family} address`), '', 0);
        // net.connect asks for every address when it tries both families (autoSelectFamily).
        if (options.all)
          return (callback as unknown as (error: null, addresses: ResolvedAddress[]) => void)(null, wanted);
        const first = wanted[0]!;
        return callback(null, first.address, first.family);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), '', 0),
    );
  };
}
