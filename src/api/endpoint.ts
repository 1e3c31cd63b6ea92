import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, type EndpointAnswer, type EndpointKind } from '../../contract/endpoints/records';
import { requestUrl, type EndpointRequest } from '../../contract/endpoints/request';
import { fetchJson } from './client';

/**
 * The one fetcher and the one query key of every upstream endpoint: both read the call's record
 * (contract/endpoints/records.ts) for its method, its answer's schema and what it costs, so a
 * query definition only says which call it makes.
 */

export function fetchEndpoint<Kind extends EndpointKind>(
  request: EndpointRequest<Kind>,
  signal?: AbortSignal,
): Promise<EndpointAnswer<Kind>> {
  const record = ENDPOINTS[request.kind];
  return fetchJson(requestUrl(request), record.response, {
    method: record.method,
    body: request.body,
    signal,
    computeUnits: record.computeUnits,
  }) as Promise<EndpointAnswer<Kind>>;
}

/**
 * The query key of one call: the endpoint, then what is sent. An answer depends on nothing else
 * (a cursor carries the query of the walk it belongs to), so the same request from two pages
 * shares one cache entry. A key prefix (`['price', { address }]`) matches every call of that
 * endpoint for those parameters, as TanStack Query matches objects in a key partially.
 */
export function endpointKey<Kind extends EndpointKind>(request: EndpointRequest<Kind>) {
  const { kind, params, query, body } = request;
  return body === undefined ? ([kind, params, query] as const) : ([kind, params, query, body] as const);
}

/** The query of one call as it is; a page spreads it and adds its own freshness (`staleTime`). */
export function endpointOptions<Kind extends EndpointKind>(request: EndpointRequest<Kind>) {
  return queryOptions({
    queryKey: endpointKey(request),
    queryFn: ({ signal }) => fetchEndpoint(request, signal),
  });
}
