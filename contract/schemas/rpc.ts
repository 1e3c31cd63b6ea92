import { z } from './zod';
import { evmAddress, uintNumber } from './common';
import { tokenPrice } from './evm';

/** Spec 4.9: one params entry of the price method (RPC_PRICE_METHOD). */
export const tokenPriceParams = z.object({
  address: evmAddress,
  exchange: z.optional(evmAddress),
  toBlock: z.optional(uintNumber),
  include: z.optional(z.literal('percent_change')),
});
export type TokenPriceParams = z.infer<typeof tokenPriceParams>;

export const rpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string()]),
  method: z.string(),
  params: z.array(z.unknown()),
});
export type RpcRequest = z.infer<typeof rpcRequest>;

export const rpcError = z.object({ code: z.int(), message: z.string(), data: z.optional(z.unknown()) });

/** A JSON-RPC 2.0 answer to the price method: a result or an error. */
export const tokenPriceRpcResponse = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: z.union([z.number(), z.string(), z.null()]), result: tokenPrice }),
  z.object({ jsonrpc: z.literal('2.0'), id: z.union([z.number(), z.string(), z.null()]), error: rpcError }),
]);
export type TokenPriceRpcResponse = z.infer<typeof tokenPriceRpcResponse>;
