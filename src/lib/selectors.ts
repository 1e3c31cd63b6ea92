/**
 * Names for the most common 4-byte function selectors, so the plain (non-verbose) wallet view can
 * say "transfer" instead of "0xa9059cbb". Precomputed rather than hashed at start-up; the test
 * recomputes each with viem's toFunctionSelector so a typo cannot slip in.
 */

export const KNOWN_SIGNATURES: readonly (readonly [selector: `0x${string}`, signature: string])[] = [
  ['0xa9059cbb', 'transfer(address,uint256)'],
  ['0x095ea7b3', 'approve(address,uint256)'],
  ['0x23b872dd', 'transferFrom(address,address,uint256)'],
  ['0x38ed1739', 'swapExactTokensForTokens(uint256,uint256,address[],address,uint256)'],
  ['0x7ff36ab5', 'swapExactETHForTokens(uint256,address[],address,uint256)'],
  ['0x18cbafe5', 'swapExactTokensForETH(uint256,uint256,address[],address,uint256)'],
  ['0x8803dbee', 'swapTokensForExactTokens(uint256,uint256,address[],address,uint256)'],
  ['0xac9650d8', 'multicall(bytes[])'],
  ['0x5ae401dc', 'multicall(uint256,bytes[])'],
  ['0x3593564c', 'execute(bytes,bytes[],uint256)'],
  ['0xd0e30db0', 'deposit()'],
  ['0x2e1a7d4d', 'withdraw(uint256)'],
  ['0x42842e0e', 'safeTransferFrom(address,address,uint256)'],
  ['0xb88d4fde', 'safeTransferFrom(address,address,uint256,bytes)'],
  ['0xf242432a', 'safeTransferFrom(address,address,uint256,uint256,bytes)'],
  ['0x2eb2c2d6', 'safeBatchTransferFrom(address,address,uint256[],uint256[],bytes)'],
  ['0xa22cb465', 'setApprovalForAll(address,bool)'],
  ['0x40c10f19', 'mint(address,uint256)'],
  ['0xa0712d68', 'mint(uint256)'],
  ['0x42966c68', 'burn(uint256)'],
  ['0x4e71d92d', 'claim()'],
  ['0xd505accf', 'permit(address,address,uint256,uint256,uint8,bytes32,bytes32)'],
];

const bySelector = new Map<string, string>(KNOWN_SIGNATURES.map(([selector, signature]) => [selector, signature]));

export type MethodInfo =
  | { kind: 'transfer' } // no calldata: a plain native transfer
  | { kind: 'known'; selector: `0x${string}`; name: string; signature: string }
  | { kind: 'unknown'; selector: `0x${string}` }
  | { kind: 'malformed' }; // 1 to 3 bytes of data: not a call

/** The method a transaction's `input` calls, from its first four bytes. */
export function methodOf(input: string): MethodInfo {
  const data = input.toLowerCase();
  if (data === '0x' || data === '') return { kind: 'transfer' };
  if (!/^0x[0-9a-f]{8}/.test(data)) return { kind: 'malformed' };
  const selector = data.slice(0, 10) as `0x${string}`;
  const signature = bySelector.get(selector);
  if (!signature) return { kind: 'unknown', selector };
  return { kind: 'known', selector, name: signature.slice(0, signature.indexOf('(')), signature };
}

/** Text for the method cell: the name when known, else the selector. */
export function methodLabel(input: string): string {
  const method = methodOf(input);
  switch (method.kind) {
    case 'transfer':
      return 'Transfer';
    case 'known':
      return method.name;
    case 'unknown':
      return method.selector;
    case 'malformed':
      return 'Data';
  }
}
