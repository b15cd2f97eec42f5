/** One fixed window of one rate limit: the key (route and client) is stored hashed. */
export interface RateLimitHitsTable {
  key_hash: string;
  hits: number;
  /** Milliseconds since the epoch. */
  window_started_at: number;
  window_ends_at: number;
}
