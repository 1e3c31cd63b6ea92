import type { EvmChain } from '../../contract/lib/chains';
import { DEMO_NFT_CONTRACTS } from '../catalog';
import { encodeAbiParameters } from 'viem/utils';
import { encodeCall, encodeTopics, ERC1155, ERC721 } from './abi';
import { friend, log, type Action, type ActionContext } from './actions';
import { nativeAmount } from './amounts';
import { NULL_ADDRESS } from './known';
import { address, intIn, unit } from './rand';

/** NFT transactions: ERC-721 mints and transfers, ERC-1155 single and batch transfers. */

function nft721(chain: EvmChain): `0x${string}` {
  if (chain.hexId === '0x1') return DEMO_NFT_CONTRACTS.erc721.address;
  if (chain.hexId === '0x89') return DEMO_NFT_CONTRACTS.polygon721.address;
  return address('nft721', chain.hexId);
}

export function nftTransfer721(ctx: ActionContext): Action {
  const contract = nft721(ctx.chain);
  if (unit(ctx.seed, 'mint') < 0.4) {
    const quantity = intIn(1, 3, ctx.seed, 'qty');
    const first = BigInt(intIn(1, 9_000, ctx.seed, 'id'));
    const logs = Array.from({ length: quantity }, (_, k) =>
      log(
        contract,
        encodeTopics(ERC721, 'Transfer', { from: NULL_ADDRESS, to: ctx.wallet, tokenId: first + BigInt(k) }),
      ),
    );
    return {
      to: contract,
      value: nativeAmount(ctx.chain, 40 * quantity),
      input: encodeCall(ERC721, 'mint', [ctx.wallet, BigInt(quantity)]),
      gasUsed: BigInt(60_000 + 28_000 * quantity),
      logs,
      internals: [],
    };
  }
  const to = friend(ctx, 'to');
  const tokenId = BigInt(intIn(1, 9_999, ctx.seed, 'id'));
  const logs = [log(contract, encodeTopics(ERC721, 'Transfer', { from: ctx.wallet, to, tokenId }))];
  return {
    to: contract,
    value: 0n,
    input: encodeCall(ERC721, 'safeTransferFrom', [ctx.wallet, to, tokenId]),
    gasUsed: BigInt(intIn(58_000, 86_000, ctx.seed, 'gas')),
    logs,
    internals: [],
  };
}

export function nftTransfer1155(ctx: ActionContext): Action {
  const contract = ctx.chain.hexId === '0x1' ? DEMO_NFT_CONTRACTS.erc1155.address : address('nft1155', ctx.chain.hexId);
  const to = friend(ctx, 'to');
  if (unit(ctx.seed, 'batch') < 0.4) {
    const n = intIn(2, 4, ctx.seed, 'n');
    const ids = Array.from({ length: n }, (_, k) => BigInt(intIn(1, 40, ctx.seed, 'id', k)));
    const values = Array.from({ length: n }, (_, k) => BigInt(intIn(1, 25, ctx.seed, 'v', k)));
    const logs = [
      log(
        contract,
        encodeTopics(ERC1155, 'TransferBatch', { operator: ctx.wallet, from: ctx.wallet, to }),
        encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [ids, values]),
      ),
    ];
    return {
      to: contract,
      value: 0n,
      input: encodeCall(ERC1155, 'safeBatchTransferFrom', [ctx.wallet, to, ids, values, '0x']),
      gasUsed: BigInt(80_000 + 24_000 * n),
      logs,
      internals: [],
    };
  }
  const id = BigInt(intIn(1, 40, ctx.seed, 'id'));
  const value = BigInt(intIn(1, 50, ctx.seed, 'v'));
  const logs = [
    log(
      contract,
      encodeTopics(ERC1155, 'TransferSingle', { operator: ctx.wallet, from: ctx.wallet, to }),
      encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [id, value]),
    ),
  ];
  return {
    to: contract,
    value: 0n,
    input: encodeCall(ERC1155, 'safeTransferFrom', [ctx.wallet, to, id, value, '0x']),
    gasUsed: BigInt(intIn(51_000, 58_000, ctx.seed, 'gas')),
    logs,
    internals: [],
  };
}
