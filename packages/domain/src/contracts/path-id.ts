import { z } from 'zod';

/** An id in a path or a request: the one shape every route's `{id}`-like parameter has. */
export const IdSchema = z.string().min(1).max(64);
