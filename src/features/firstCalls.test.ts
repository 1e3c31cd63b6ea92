import { describe, expect, it } from 'vitest';
import { routeTree } from '../routeTree.gen';
import { FIRST_CALLS } from '../../contract/firstCalls/index';

interface RouteNode {
  options: { id?: string; validateSearch?: unknown; loader?: unknown };
  children?: RouteNode[] | Record<string, RouteNode>;
}

function allRoutes(node: RouteNode): RouteNode[] {
  const children =
    node.children === undefined ? [] : Array.isArray(node.children) ? node.children : Object.values(node.children);
  return [node, ...children.flatMap(allRoutes)];
}

describe('the first-calls table', () => {
  const routes = new Map(allRoutes(routeTree as unknown as RouteNode).map((route) => [route.options.id, route]));

  it('names routes of the route tree, each once, and reads their search with the route’s own parser', () => {
    expect(new Set(FIRST_CALLS.map((row) => row.route)).size).toBe(FIRST_CALLS.length);
    for (const row of FIRST_CALLS) {
      const route = routes.get(row.route);
      expect(route, row.route).toBeDefined();
      expect(route!.options.validateSearch, row.route).toBe(row.parseSearch);
      expect(route!.options.loader, row.route).toBeTypeOf('function');
    }
  });
});
