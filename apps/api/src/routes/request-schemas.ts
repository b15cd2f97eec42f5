import { API_ROUTES, type ApiRoutes, type RouteContract, type RouteKey } from '@app/domain';

type RequestPart = 'body' | 'query';
type KeyWith<Part extends RequestPart> = {
  [Key in RouteKey]: ApiRoutes[Key] extends Record<Part, unknown> ? Key : never;
}[RouteKey];
type SchemaOf<Key extends RouteKey, Part extends RequestPart> =
  ApiRoutes[Key] extends Record<Part, infer Schema> ? Schema : never;

function schemaOf<Key extends RouteKey, Part extends RequestPart>(key: Key, part: Part) {
  const contract: RouteContract = API_ROUTES[key];
  return contract[part] as SchemaOf<Key, Part>;
}

/**
 * A route's `body` schema, taken from the shared contract table: the body the clients are typed
 * with is the body this route validates.
 */
export const bodyFor = <Key extends KeyWith<'body'>>(key: Key) => schemaOf(key, 'body');

/** A route's `querystring` schema, likewise. */
export const queryFor = <Key extends KeyWith<'query'>>(key: Key) => schemaOf(key, 'query');
