import { PROXY_ROUTES, type EndpointRecord } from '../../contract/endpoints/records.ts';

export type RouteMatch =
  | { ok: true; route: EndpointRecord; params: Record<string, string> }
  | { ok: false; status: 400 | 404 | 405; message: string; allow?: string };

/** Finds the endpoint record for a method and a plain path (already checked by `unsafePathReason`). */
export function matchRoute(method: string, path: string): RouteMatch {
  if (!path.startsWith('/api/')) return { ok: false, status: 404, message: 'No such API endpoint.' };
  const segments = path.slice('/api/'.length).split('/');
  const shapes = PROXY_ROUTES.filter(
    (route) =>
      route.segments.length === segments.length &&
      route.segments.every((pattern, i) => pattern.startsWith(':') || pattern === segments[i]),
  );
  if (shapes.length === 0) return { ok: false, status: 404, message: 'No such API endpoint.' };
  const route = shapes.find((candidate) => candidate.method === method);
  if (!route) {
    const allow = [...new Set(shapes.map((candidate) => candidate.method))].join(', ');
    return { ok: false, status: 405, message: `This endpoint answers ${allow} only.`, allow };
  }
  const params: Record<string, string> = {};
  for (const [i, pattern] of route.segments.entries()) {
    if (!pattern.startsWith(':')) continue;
    const name = pattern.slice(1);
    const result = route.params[name]!(segments[i]!);
    if (!result.ok) return { ok: false, status: 400, message: result.message };
    params[name] = result.value;
  }
  return { ok: true, route, params };
}
