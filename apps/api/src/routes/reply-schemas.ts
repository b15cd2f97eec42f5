import { API_ROUTES, type ApiRoutes, type RouteKey } from '@app/domain';
import type { z } from 'zod';

type JsonRouteKey = { [Key in RouteKey]: ApiRoutes[Key]['reply'] extends z.ZodType ? Key : never }[RouteKey];

/**
 * The `response` schemas of a route, taken from the shared contract table: the object the web
 * parses the answer with is the object this route's answer is checked against.
 */
export function replyFor<Key extends JsonRouteKey>(key: Key) {
  const contract: { reply: z.ZodType | null; statuses?: readonly number[] } = API_ROUTES[key];
  const statuses = contract.statuses ?? [200];
  return Object.fromEntries(statuses.map((status) => [status, contract.reply])) as {
    200: ApiRoutes[Key]['reply'];
    201: ApiRoutes[Key]['reply'];
    202: ApiRoutes[Key]['reply'];
  };
}
