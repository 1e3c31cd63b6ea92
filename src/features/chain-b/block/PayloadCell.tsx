import type { ReactNode } from 'react';
import type { BlockTransaction, BlockTransactionPayload } from '../../../../contract/schemas/chainB';
import { formatInteger } from '../../../lib/format';
import { payloadKindLabel, validatorKindLabel } from '../format';
import { FunctionId, MoveAddress, TypeArguments } from './txCells';

/** A payload's kind as a small tag, so a script or a module bundle is never mistaken for a call. */
function PayloadTag({ type }: { type: string }) {
  return (
    <span className="mr-1.5 inline-flex items-center rounded border border-zinc-300 px-1.5 py-0.5 text-[11px] font-medium text-zinc-700 dark:border-zinc-600 dark:text-zinc-300">
      {payloadKindLabel(type)}
    </span>
  );
}

function Small({ label, value }: { label: string; value: string }) {
  return (
    <span className="mr-3 whitespace-nowrap text-xs">
      <span className="text-zinc-500 dark:text-zinc-400">{label}</span>{' '}
      <span className="tabular-nums">{formatInteger(value)}</span>
    </span>
  );
}

/** Bytes of a 0x-hex bytecode string; null when it is not hex. */
function bytecodeBytes(bytecode: string | undefined): bigint | null {
  if (bytecode === undefined || !/^0x(?:[0-9a-fA-F]{2})*$/.test(bytecode)) return null;
  return BigInt((bytecode.length - 2) / 2);
}

function Payload({ payload }: { payload: BlockTransactionPayload }) {
  switch (payload.type) {
    case 'script_payload': {
      const bytes = bytecodeBytes(payload.code?.bytecode);
      return (
        <div>
          <PayloadTag type={payload.type} />
          {payload.code?.abi?.name ? <span className="font-mono text-xs">{payload.code.abi.name}</span> : null}
          {bytes !== null ? (
            <span className="ml-1.5 text-xs text-zinc-500 dark:text-zinc-400">
              {formatInteger(bytes)} bytes of bytecode
            </span>
          ) : null}
          <TypeArguments types={payload.type_arguments} />
        </div>
      );
    }
    case 'multisig_payload': {
      const inner = payload.transaction_payload;
      return (
        <div>
          <div className="flex flex-wrap items-center gap-1">
            <PayloadTag type={payload.type} />
            {payload.multisig_address ? <MoveAddress value={payload.multisig_address} /> : null}
          </div>
          {inner?.function ? <FunctionId id={inner.function} /> : null}
          {inner ? <TypeArguments types={inner.type_arguments} /> : null}
        </div>
      );
    }
    case 'module_bundle_payload': {
      const count = payload.modules?.length;
      return (
        <div>
          <PayloadTag type={payload.type} />
          {count !== undefined ? (
            <span className="text-xs">
              {formatInteger(count)} module{count === 1 ? '' : 's'}
            </span>
          ) : null}
        </div>
      );
    }
    default:
      if (payload.function) {
        return (
          <div>
            <FunctionId id={payload.function} />
            <TypeArguments types={payload.type_arguments} />
          </div>
        );
      }
      return <PayloadTag type={payload.type} />;
  }
}

/**
 * What the transaction runs: an entry function, a script, a multisig call (its inner function), a
 * module bundle or the genesis write set; for system transactions, what they carry instead.
 */
export function PayloadCell({ tx, none }: { tx: BlockTransaction; none: ReactNode }) {
  if (tx.payload) return <Payload payload={tx.payload} />;
  if (tx.validator_transaction_type)
    return <span className="text-xs">{validatorKindLabel(tx.validator_transaction_type)}</span>;
  if (tx.epoch || tx.round) {
    return (
      <div>
        {tx.epoch ? <Small label="Epoch" value={tx.epoch} /> : null}
        {tx.round ? <Small label="Round" value={tx.round} /> : null}
      </div>
    );
  }
  return <>{none}</>;
}

/** A multisig payload's arguments are those of the call it wraps. */
export function payloadArguments(payload: BlockTransactionPayload): readonly unknown[] {
  if (payload.arguments.length > 0) return payload.arguments;
  return payload.transaction_payload?.arguments ?? [];
}
