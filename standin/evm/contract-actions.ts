import { encodeAbiParameters, getContractAddress } from 'viem/utils';
import type { Hex } from 'viem';
import { BRIDGE, encodeCall, encodeTopics, FACTORY } from './abi';
import { internal, log, pad, type Action, type ActionContext } from './actions';
import { nativeAmount, usdSize } from './amounts';
import { bridgeAddress, contractFactoryAddress, NULL_ADDRESS } from './known';
import { address, hex32, intIn, unit } from './rand';

/** Calls to other contracts: a bridge deposit, a contract the service cannot decode, and deployments. */

export function bridgeDeposit(ctx: ActionContext): Action {
  const bridge = bridgeAddress(ctx.chain);
  const amount = nativeAmount(ctx.chain, usdSize(100, 30_000, ctx.seed, 'usd'));
  const extra: Hex = '0x';
  const logs = [
    log(
      bridge,
      encodeTopics(BRIDGE, 'ETHDepositInitiated', { from: ctx.wallet, to: ctx.wallet }),
      encodeAbiParameters([{ type: 'uint256' }, { type: 'bytes' }], [amount, extra]),
    ),
    // The bridge's own message event: not in any ABI the service knows, so decoded_event is null.
    log(
      address('bridge-messenger', ctx.chain.hexId),
      [hex32('event', 'SentMessage'), pad(bridge)],
      hex32('msg', ctx.seed),
    ),
  ];
  const internals = [
    internal(
      'CALL',
      bridge,
      address('bridge-portal', ctx.chain.hexId),
      hex32('portal-call', ctx.seed).slice(0, 74) as Hex,
      '0x',
      31_000,
      amount,
    ),
  ];
  return {
    to: bridge,
    value: amount,
    input: encodeCall(BRIDGE, 'depositETH', [200_000, extra]),
    gasUsed: BigInt(intIn(95_000, 130_000, ctx.seed, 'gas')),
    logs,
    internals,
  };
}

/** A call to a contract whose ABI the service does not know: no decoded call, unknown events. */
export function unknownCall(ctx: ActionContext): Action {
  const contract = address('contract', ctx.wallet, intIn(0, 4, ctx.seed, 'contract'));
  const words = intIn(1, 4, ctx.seed, 'words');
  const input =
    `0x${hex32('selector', contract).slice(2, 10)}${Array.from({ length: words }, (_, k) => hex32('word', ctx.seed, k).slice(2)).join('')}` as Hex;
  const logs = Array.from({ length: intIn(1, 2, ctx.seed, 'logs') }, (_, k) =>
    log(contract, [hex32('event', contract, k), pad(ctx.wallet)], hex32('data', ctx.seed, k)),
  );
  const callee = address('library', contract);
  const internals = [
    internal('STATICCALL', contract, callee, `0x${hex32('sel', callee).slice(2, 10)}`, hex32('ret', ctx.seed), 3_100),
    {
      ...internal(
        'CALL',
        contract,
        address('vault', contract),
        `0x${hex32('sel2', contract).slice(2, 10)}`,
        '0x',
        21_000,
      ),
      error: unit(ctx.seed, 'err') < 0.15 ? 'out of gas' : null,
    },
  ];
  return { to: contract, value: 0n, input, gasUsed: BigInt(intIn(60_000, 220_000, ctx.seed, 'gas')), logs, internals };
}

function initCode(seed: string): Hex {
  const words = intIn(12, 40, seed, 'code-words');
  return `0x608060405234801561001057600080fd5b50${Array.from({ length: words }, (_, k) => hex32('code', seed, k).slice(2)).join('')}`;
}

/** A plain creation: to_address null, receipt_contract_address = CREATE(from, nonce). */
export function create(ctx: ActionContext): Action {
  const contractAddress = getContractAddress({
    from: ctx.wallet,
    nonce: BigInt(ctx.nonce),
  }).toLowerCase() as `0x${string}`;
  const logs = [log(contractAddress, [hex32('event', 'OwnershipTransferred'), pad(NULL_ADDRESS), pad(ctx.wallet)])];
  return {
    to: null,
    value: 0n,
    input: initCode(ctx.seed),
    gasUsed: BigInt(intIn(350_000, 2_800_000, ctx.seed, 'gas')),
    logs,
    internals: [],
    contractAddress,
  };
}

/** A deployment through a factory: an internal CREATE or CREATE2 under a normal call. */
export function factoryDeploy(ctx: ActionContext): Action {
  const factory = contractFactoryAddress(ctx.chain);
  const salt = hex32('salt', ctx.seed);
  const code = initCode(ctx.seed);
  // Some factories deploy with CREATE (address from the factory's own nonce), others with CREATE2 (from the salt).
  const viaCreate2 = unit(ctx.seed, 'create2') < 0.6;
  const deployed = (
    viaCreate2
      ? getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecode: code })
      : getContractAddress({ from: factory, nonce: BigInt(intIn(1, 500_000, ctx.seed, 'factory-nonce')) })
  ).toLowerCase() as `0x${string}`;
  const input = encodeCall(FACTORY, 'deploy', [salt, code]);
  const internals = [
    internal(
      viaCreate2 ? 'CREATE2' : 'CREATE',
      factory,
      deployed,
      code,
      `0x6080604052${hex32('runtime', ctx.seed).slice(2)}`,
      intIn(300_000, 1_500_000, ctx.seed, 'create-gas'),
    ),
  ];
  return {
    to: factory,
    value: 0n,
    input,
    gasUsed: BigInt(intIn(400_000, 1_900_000, ctx.seed, 'gas')),
    logs: [],
    internals,
  };
}
