import { apiUrl, type Query } from '../api/apiUrl';
import { browserPath, type EndpointKind, type PathParams } from './records';

/**
 * One call of an endpoint as data: which endpoint, its path parameters, the query as sent and,
 * for a POST, the body. The browser's URL (for the fetch and a deep link's preload) and the
 * call's query key (src/api/endpoint.ts) are both read from it, so what is cached under a key is
 * exactly what was asked.
 */
export interface EndpointRequest<Kind extends EndpointKind = EndpointKind> {
  readonly kind: Kind;
  readonly params: PathParams<Kind>;
  /** Only the parameters sent: empty values are left out, the rest written as they go on the wire. */
  readonly query: Readonly<Record<string, string | readonly string[]>>;
  readonly body?: unknown;
}

/** A request of `kind`, its query reduced to what the URL carries. */
export function endpointRequest<Kind extends EndpointKind>(
  kind: Kind,
  params: PathParams<Kind>,
  query: Query = {},
  body?: unknown,
): EndpointRequest<Kind> {
  const sent: Record<string, string | readonly string[]> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value == null || value === '') continue;
    sent[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return body === undefined ? { kind, params, query: sent } : { kind, params, query: sent, body };
}

/** The browser's URL of a request: `/api/...?...`. */
export const requestUrl = (request: EndpointRequest): string =>
  apiUrl(browserPath(request.kind, request.params), request.query);
