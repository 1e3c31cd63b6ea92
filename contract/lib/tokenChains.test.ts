import { describe, expect, it } from 'vitest';
import { EVM_CHAINS, findEvmChain } from './chains';
import { PRICE_CHAINS, RPC_CHAIN_SLUGS } from './priceEndpoints';
import {
  PRICE_CHAIN_OPTIONS,
  checkRestChain,
  checkRpcChain,
  defaultSource,
  evmChainOfRpcSlug,
  findPriceChain,
  restPriceInput,
  rpcPriceInput,
  rpcSlugOf,
} from './tokenChains';

const chain = (input: string) => {
  const found = findPriceChain(input);
  if (!found) throw new Error(`no chain ${input}`);
  return found;
};

describe('chain name <-> RPC slug', () => {
  it.each([
    ['eth', 'eth'],
    ['polygon amoy', 'amoy'],
    ['bsc testnet', 'bsc-testnet'],
    ['base sepolia', 'base-sepolia'],
    ['gnosis testnet', 'gnosis-testnet'],
    ['palm', null],
    ['cronos', null],
    ['chiliz', null],
  ])('%s -> %s', (name, slug) => {
    expect(rpcSlugOf(findEvmChain(name)!)).toBe(slug);
    if (slug) expect(evmChainOfRpcSlug(slug)?.name).toBe(name);
  });

  it('every table slug is a spec 4.9 slug', () => {
    for (const c of EVM_CHAINS) if (c.rpcSlug) expect(RPC_CHAIN_SLUGS).toContain(c.rpcSlug);
  });

  it('finds chains by name, hex id, URL key and slug', () => {
    expect(chain('0x89').key).toBe('polygon');
    expect(chain('polygon-amoy').key).toBe('polygon-amoy');
    expect(chain('amoy').key).toBe('polygon-amoy');
    expect(chain('blast')).toMatchObject({ key: 'blast', evm: null, rpcSlug: 'blast', testnet: false });
    expect(chain('zksync-sepolia').testnet).toBe(true);
    expect(chain('polygon-zkevm-cardona').testnet).toBe(true);
    expect(findPriceChain('solana')).toBeUndefined();
    expect(findPriceChain('')).toBeUndefined();
  });

  it('lists every main chain and every RPC-only slug once', () => {
    const keys = PRICE_CHAIN_OPTIONS.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    const rpcOnly = PRICE_CHAIN_OPTIONS.filter((c) => !c.evm).map((c) => c.key);
    expect(rpcOnly).toContain('mantle');
    expect(rpcOnly).not.toContain('amoy');
    expect(PRICE_CHAIN_OPTIONS).toHaveLength(EVM_CHAINS.length + rpcOnly.length);
  });
});

describe('per-endpoint chain checks', () => {
  it('REST accepts the spec 4.4 mainnets', () => {
    for (const c of PRICE_CHAINS.filter((p) => !p.testnet)) expect(checkRestChain(chain(c.name)).ok).toBe(true);
  });

  it('REST refuses RPC-only chains and points to RPC', () => {
    const result = checkRestChain(chain('blast'));
    expect(result).toMatchObject({ ok: false, reason: 'unsupported' });
    if (!result.ok) expect(result.message).toMatch(/covers only eth, polygon.*Use the JSON-RPC source/);
  });

  it('RPC refuses chains without a slug and points to REST', () => {
    const result = checkRpcChain(chain('palm'));
    expect(result).toMatchObject({ ok: false, reason: 'unsupported' });
    if (!result.ok) expect(result.message).toMatch(/Use the REST source/);
    expect(checkRpcChain(chain('mantle')).ok).toBe(true);
  });

  it('testnets get their own explanation on both endpoints, moonbase included', () => {
    for (const name of ['sepolia', 'polygon amoy', 'moonbase', 'zksync-sepolia']) {
      expect(checkRestChain(chain(name))).toMatchObject({ ok: false, reason: 'testnet' });
      expect(checkRpcChain(chain(name))).toMatchObject({ ok: false, reason: 'testnet' });
    }
  });

  it('picks the default source', () => {
    expect(defaultSource(chain('eth'))).toBe('rest');
    expect(defaultSource(chain('blast'))).toBe('rpc');
    expect(defaultSource(chain('sepolia'))).toBe('rest');
  });
});

describe('the price request each endpoint can take', () => {
  const address = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
  const pool = '0x1f98431c8ad98523631ae4a59f267346ea31f984';

  it('builds REST where it serves the chain, with any exchange, and nothing elsewhere', () => {
    const eth = chain('eth');
    expect(restPriceInput({ chain: eth, address })).toEqual({
      address,
      chain: findEvmChain('eth'),
      exchange: null,
      toBlock: null,
    });
    expect(restPriceInput({ chain: eth, address, exchange: 'alphaswapv3', toBlock: '21000000' })).toMatchObject({
      exchange: 'alphaswapv3',
      toBlock: '21000000',
    });
    expect(restPriceInput({ chain: chain('sepolia'), address })).toBeNull();
    expect(restPriceInput({ chain: chain('blast'), address })).toBeNull();
  });

  it('builds JSON-RPC where the chain has a slug and the exchange is an address or none', () => {
    expect(rpcPriceInput({ chain: chain('blast'), address, exchange: pool })).toEqual({
      address,
      slug: 'blast',
      exchange: pool,
      toBlock: null,
    });
    expect(rpcPriceInput({ chain: chain('eth'), address, exchange: 'alphaswapv3' })).toBeNull();
    expect(rpcPriceInput({ chain: chain('sepolia'), address })).toBeNull();
  });
});
