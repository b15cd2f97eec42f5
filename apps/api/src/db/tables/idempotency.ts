/** One Idempotency-Key of one caller on one creating route, and its answer once there is one. */
export interface IdempotencyKeysTable {
  /** The signed-in user's id, else the anonymous caller's address. */
  caller: string;
  /** "POST /companies": the route pattern, not the URL. */
  route: string;
  idempotency_key: string;
  /** SHA-256 of the method, URL and body the key was first used with. */
  body_hash: string;
  /** null while the first request runs. */
  status: number | null;
  response_body: string | null;
  response_type: string | null;
  created_at: string;
}
