import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validationFailed } from '../errors';

/** The first string holding a NUL character, as a field path ("address.street"), if any. */
export function nulField(root: Record<string, unknown>): string | undefined {
  // A stack rather than recursion: a body may nest thousands of levels deep.
  const stack: [string, unknown][] = Object.entries(root);
  while (stack.length > 0) {
    const [path, value] = stack.pop() as [string, unknown];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) stack.push([`${path}.${key}`, child]);
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character (the insert or the lookup fails), and no field of
 * the product needs one: a NUL in the path, the query or a JSON body is refused up front with a
 * 422 on that field, on both engines, before any handler reads or writes anything.
 */
async function refuseNul(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      nulField({ params: request.params, query: request.query }) ??
      (request.body !== null && typeof request.body === 'object'
        ? nulField({ body: request.body })
        : typeof request.body === 'string' && request.body.includes('\u0000')
          ? 'body'
          : undefined);
    if (field)
      done(
        validationFailed({
          [field.replace(/^(params|query|body)\.?/, '') || '_form']: 'validation.form_invalid',
        }),
      );
    else done();
  });
}

export default fp(refuseNul, { name: 'refuse-nul' });
