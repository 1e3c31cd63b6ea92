import { decodeAbiParameters } from 'viem';
import type { Log } from '../../../contract/schemas/evm';

/**
 * The token events a transaction's logs hold, read from the raw topics and data rather than the
 * service's decoded_event: the topics are always sent, the decoding only when the service knows
 * the contract's ABI. ERC-20 and ERC-721 share the Transfer topic; the number of indexed
 * arguments tells them apart (the ERC-721 token id is a fourth topic).
 */

/** Event topics (keccak-256 of the event signature); the test recomputes each with viem. */
export const EVENT_TOPICS = {
  transfer: '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
  approval: '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
  deposit: '0xe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c',
  withdrawal: '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65',
  transferSingle: '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62',
  transferBatch: '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb',
} as const;

export type TokenEvent =
  | { kind: 'fungible'; token: string; from: string; to: string; amount: bigint }
  | { kind: 'nft'; token: string; from: string; to: string; id: bigint; quantity: bigint | null }
  | { kind: 'approval'; token: string; owner: string; spender: string; amount: bigint }
  | { kind: 'wrap' | 'unwrap'; token: string; account: string; amount: bigint };

const topicAddress = (topic: string) => `0x${topic.slice(26)}`.toLowerCase();
const WORD = /^0x[0-9a-fA-F]{64}$/;

function word(data: string, index = 0): bigint | null {
  const hex = data.slice(2 + index * 64, 2 + (index + 1) * 64);
  return hex.length === 64 ? BigInt(`0x${hex}`) : null;
}

function batch(log: Log, from: string, to: string): TokenEvent[] {
  try {
    const [ids, values] = decodeAbiParameters(
      [{ type: 'uint256[]' }, { type: 'uint256[]' }],
      log.data as `0x${string}`,
    );
    return ids.map((id, i) => ({ kind: 'nft', token: log.address, from, to, id, quantity: values[i] ?? null }));
  } catch {
    return [];
  }
}

/** One log's token events: none for other events or a log whose topics or data do not fit. */
export function tokenEvents(log: Log): TokenEvent[] {
  const topics = [log.topic0, log.topic1, log.topic2, log.topic3].filter(
    (topic): topic is string => topic !== null && WORD.test(topic),
  );
  const [topic0, a, b, c] = topics;
  const token = log.address.toLowerCase();
  switch (topic0?.toLowerCase()) {
    case EVENT_TOPICS.transfer: {
      if (!a || !b) return [];
      if (c) return [{ kind: 'nft', token, from: topicAddress(a), to: topicAddress(b), id: BigInt(c), quantity: null }];
      const amount = word(log.data);
      return amount === null ? [] : [{ kind: 'fungible', token, from: topicAddress(a), to: topicAddress(b), amount }];
    }
    case EVENT_TOPICS.approval: {
      // An ERC-721 Approval indexes the token id: it grants one NFT, not an amount.
      const amount = c ? null : word(log.data);
      return a && b && amount !== null
        ? [{ kind: 'approval', token, owner: topicAddress(a), spender: topicAddress(b), amount }]
        : [];
    }
    case EVENT_TOPICS.deposit:
    case EVENT_TOPICS.withdrawal: {
      const amount = word(log.data);
      if (!a || amount === null) return [];
      return [
        {
          kind: topic0.toLowerCase() === EVENT_TOPICS.deposit ? 'wrap' : 'unwrap',
          token,
          account: topicAddress(a),
          amount,
        },
      ];
    }
    case EVENT_TOPICS.transferSingle: {
      const [id, quantity] = [word(log.data, 0), word(log.data, 1)];
      return b && c && id !== null
        ? [{ kind: 'nft', token, from: topicAddress(b), to: topicAddress(c), id, quantity }]
        : [];
    }
    case EVENT_TOPICS.transferBatch:
      return b && c ? batch(log, topicAddress(b), topicAddress(c)) : [];
    default:
      return [];
  }
}
