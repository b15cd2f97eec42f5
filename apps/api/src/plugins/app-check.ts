import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import type { AppCheckService } from '../modules/app-check/app-check.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The service of app.services.appCheck, the one the hook below checks tokens with. */
    appCheck: AppCheckService;
    /**
     * preValidation hook for anonymous calls (before the body is even looked at): spends the
     * x-app-check token, good for this one call. In enforce mode a missing, bad or already used
     * token answers 403 app_check_failed; in report mode the call goes on and a warning is logged
     * (never the token itself).
     */
    verifyAppCheck: (request: FastifyRequest) => Promise<void>;
  }
}

async function appCheck(app: FastifyInstance) {
  const { config } = app.deps;
  const service = app.services.appCheck;
  app.decorate('appCheck', service);

  app.decorate('verifyAppCheck', async (request: FastifyRequest) => {
    const header = request.headers['x-app-check'];
    const failure = await service.spendToken(typeof header === 'string' ? header : undefined);
    if (!failure) return;
    if (config.appCheck.mode === 'enforce') {
      request.log.warn({ reason: failure, url: request.routeOptions.url }, 'app-check refused');
      throw new AppError('app_check_failed', 'auth.app_check_failed');
    }
    request.log.warn({ reason: failure, url: request.routeOptions.url }, 'app-check failed (report mode)');
  });
}

export default fp(appCheck, { name: 'app-check' });
