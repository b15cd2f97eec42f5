import { isMessage, isMessageKey, type MessageKey, parseMessage, type Text, translate } from '@app/domain';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../errors';
import { isDatabaseUnavailable, isDiskFull } from './outage-errors';

/** "/address/zip" or ["address","zip"] -> "address.zip", the field name the web client matches. */
const fieldName = (path: string | readonly PropertyKey[]): string =>
  (typeof path === 'string' ? path.split('/') : path.map(String)).filter((part) => part !== '').join('.') ||
  '_form';

// Zod's own messages (wrong type, too long, not an option...) are English sentences, not our
// keys: each becomes the nearest key, else the form's general message, so the user reads their language.
const keyByZodCode: Record<string, MessageKey> = {
  invalid_type: 'validation.required',
  too_small: 'validation.required',
  too_big: 'validation.too_long',
  invalid_value: 'validation.invalid_choice',
};
/** A catalogue key (its parameters inside, "validation.amount_min?minAmount=500") is kept as is. */
const messageKey = (message: string, code?: string): string =>
  isMessageKey(parseMessage(message).key) ? message : (keyByZodCode[code ?? ''] ?? 'validation.form_invalid');

function fieldsFromZod(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = fieldName(issue.path);
    fields[name] ??= messageKey(issue.message, issue.code);
  }
  return fields;
}

const frameworkMessage = (status: number): string =>
  status === 413
    ? 'error.request_too_large'
    : status === 415
      ? 'error.unsupported_media_type'
      : 'error.bad_request';

/** An error's extra members, its Messages (alone or in a list) translated, the rest as is. */
const inWords = (extra: Readonly<Record<string, unknown>>, t: (text: Text) => string) =>
  Object.fromEntries(
    Object.entries(extra).map(([name, value]) => [
      name,
      isMessage(value)
        ? t(value)
        : Array.isArray(value)
          ? value.map((item: unknown) => (isMessage(item) ? t(item) : item))
          : value,
    ]),
  );

async function errorHandler(app: FastifyInstance) {
  // Every 500 also goes to the error-reporting service (when configured), with its request id.
  const reportUnexpected = (error: unknown, request: FastifyRequest) =>
    app.deps.errors.report(error, {
      id: request.id,
      method: request.method,
      route: request.routeOptions.url,
    });
  app.addHook('onClose', async () => {
    await app.deps.errors.flush();
  });

  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    const locale = request.locale ?? 'fr';
    const t = (text: Text) => translate(locale, text);
    const translated = (fields: Readonly<Record<string, Text>>) =>
      Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, t(text)]));

    if (error instanceof AppError) {
      if (error.statusCode >= 500) {
        request.log.error({ err: error }, 'application error');
        reportUnexpected(error, request);
      }
      return reply.status(error.statusCode).send({
        code: error.code,
        message: t(error.text),
        ...(error.fields ? { fields: translated(error.fields) } : {}),
        ...(error.extra
          ? inWords(typeof error.extra === 'function' ? error.extra(locale) : error.extra, t)
          : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        fields[fieldName(issue.instancePath)] ??= messageKey(
          issue.message ?? 'validation.required',
          issue.keyword,
        );
      }
      return reply.status(422).send({
        code: 'validation_failed',
        message: t('validation.form_invalid'),
        fields: translated(fields),
      });
    }
    if (error instanceof ZodError) {
      return reply.status(422).send({
        code: 'validation_failed',
        message: t('validation.form_invalid'),
        fields: translated(fieldsFromZod(error)),
      });
    }
    if (isResponseSerializationError(error as FastifyError & { method: string })) {
      request.log.error({ err: error }, 'response did not match its schema');
      reportUnexpected(error, request);
      return reply.status(500).send({ code: 'internal_error', message: t('error.generic') });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const limitMessage = request.routeOptions.config?.rateLimitMessage;
      return reply
        .status(429)
        .send({ code: 'too_many_requests', message: t(limitMessage ?? 'error.too_many_requests') });
    }
    if (status >= 400 && status < 500) {
      // The framework's own refusals (body too large, unknown content type, broken JSON) speak
      // English: the user reads their language, the log keeps the framework's reason.
      request.log.info({ code: error.code, reason: error.message }, 'request refused');
      return reply
        .status(status)
        .send({ code: error.code ?? 'bad_request', message: t(frameworkMessage(status)) });
    }
    if (isDatabaseUnavailable(error)) {
      // Retry-After: a restart or a failover usually takes seconds.
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 'service_unavailable', message: t('error.service_unavailable') });
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, 'disk full');
      return reply
        .status(507)
        .send({ code: 'insufficient_storage', message: t('error.insufficient_storage') });
    }
    request.log.error({ err: error }, 'unhandled error');
    reportUnexpected(error, request);
    return reply.status(500).send({ code: 'internal_error', message: t('error.generic') });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ code: 'not_found', message: translate(request.locale ?? 'fr', 'error.not_found') });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
