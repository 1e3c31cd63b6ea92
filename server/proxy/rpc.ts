import { validateBlockNumber, validateEvmAddress } from '../../contract/lib/validation.ts';
import { RPC_PRICE_METHOD } from '../../contract/endpoints/rpc.ts';

/**
 * JSON-RPC bodies for `POST /api/rpc/{chain}` (spec 4.9). Only one price call (RPC_PRICE_METHOD) per
 * request passes: batches are refused (the dashboard never sends one, and a batch would buy many
 * prices for one request's compute units). The call is rebuilt from the fields the method takes and
 * sent with a fixed id, so the forwarded body is canonical (it is the cache key: clients that number
 * their calls differently share one upstream call) and carries nothing the client added. The
 * client's own id is put back into the answer (`withClientId`).
 */

export const RPC_BODY_MAX = 16 * 1024;
/** The id every call goes upstream with; the dashboard's own (src/api/rpc.ts), so its answers pass unchanged. */
export const UPSTREAM_RPC_ID = 1;

export type RpcId = number | string;
export type RpcCheck = { ok: true; body: string; clientId: RpcId } | { ok: false; message: string };

type Entry = Record<string, unknown>;

const isObject = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkParam(param: unknown, where: string): { ok: true; value: Entry } | { ok: false; message: string } {
  if (!isObject(param)) return { ok: false, message: `${where}: each params entry is an object.` };
  const extra = Object.keys(param).filter((key) => !['address', 'exchange', 'toBlock', 'include'].includes(key));
  if (extra.length > 0)
    return { ok: false, message: `${where}: unknown field ${JSON.stringify(extra[0]!.slice(0, 30))}.` };
  if (typeof param.address !== 'string') return { ok: false, message: `${where}: address is required.` };
  const address = validateEvmAddress(param.address);
  if (!address.ok) return { ok: false, message: `${where}: ${address.message}` };
  const value: Entry = { address: address.value };
  if (param.exchange !== undefined) {
    const exchange = typeof param.exchange === 'string' ? validateEvmAddress(param.exchange) : null;
    if (!exchange?.ok) return { ok: false, message: `${where}: exchange must be an exchange address.` };
    value.exchange = exchange.value;
  }
  if (param.toBlock !== undefined) {
    const toBlock =
      typeof param.toBlock === 'number' && Number.isSafeInteger(param.toBlock)
        ? validateBlockNumber(String(param.toBlock), 'toBlock')
        : null;
    if (!toBlock?.ok) return { ok: false, message: `${where}: toBlock must be a non-negative whole number.` };
    value.toBlock = param.toBlock;
  }
  if (param.include !== undefined) {
    if (param.include !== 'percent_change') return { ok: false, message: `${where}: include must be percent_change.` };
    value.include = 'percent_change';
  }
  return { ok: true, value };
}

function checkEntry(
  entry: unknown,
  where: string,
): { ok: true; value: Entry; id: RpcId } | { ok: false; message: string } {
  if (!isObject(entry)) return { ok: false, message: `${where}: a JSON-RPC request is an object.` };
  const extra = Object.keys(entry).filter((key) => !['jsonrpc', 'id', 'method', 'params'].includes(key));
  if (extra.length > 0)
    return { ok: false, message: `${where}: unknown field ${JSON.stringify(extra[0]!.slice(0, 30))}.` };
  if (entry.jsonrpc !== '2.0') return { ok: false, message: `${where}: jsonrpc must be "2.0".` };
  const { id } = entry;
  const idOk =
    (typeof id === 'number' && Number.isSafeInteger(id)) || (typeof id === 'string' && /^[\w.:-]{1,64}$/.test(id));
  if (!idOk) return { ok: false, message: `${where}: id must be a whole number or a short string.` };
  if (entry.method !== RPC_PRICE_METHOD)
    return { ok: false, message: `${where}: only ${RPC_PRICE_METHOD} is allowed.` };
  if (!Array.isArray(entry.params) || entry.params.length !== 1) {
    return { ok: false, message: `${where}: params must be an array with one object.` };
  }
  const param = checkParam(entry.params[0], where);
  if (!param.ok) return param;
  return {
    ok: true,
    value: { jsonrpc: '2.0', id: UPSTREAM_RPC_ID, method: RPC_PRICE_METHOD, params: [param.value] },
    id: id as RpcId,
  };
}

/** Checks a raw request body (already known to be at most RPC_BODY_MAX bytes of JSON text). */
export function checkRpcBody(raw: string): RpcCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, message: 'The request body is not valid JSON.' };
  }
  if (Array.isArray(parsed))
    return { ok: false, message: 'JSON-RPC batches are not accepted: send one call per request.' };
  const entry = checkEntry(parsed, 'Request');
  return entry.ok ? { ok: true, body: JSON.stringify(entry.value), clientId: entry.id } : entry;
}

/**
 * The upstream answer (sent with UPSTREAM_RPC_ID) with the client's id in it. The body is the
 * upstream's JSON text (checked to parse by the upstream client); a body that is not a JSON-RPC
 * object is returned as it is.
 */
export function withClientId(body: string, clientId: RpcId): string {
  if (clientId === UPSTREAM_RPC_ID) return body;
  const parsed: unknown = JSON.parse(body);
  if (!isObject(parsed) || !('id' in parsed)) return body;
  return JSON.stringify({ ...parsed, id: clientId });
}

/** Whether a JSON-RPC answer is an error (whatever its HTTP status): such answers are never cached. */
export function isRpcError(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return !isObject(parsed) || 'error' in parsed;
  } catch {
    return true;
  }
}
