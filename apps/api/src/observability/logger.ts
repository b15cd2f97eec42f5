import type { FastifyServerOptions } from 'fastify';
import { stdTimeFunctions } from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'pretty' | 'json';

/** What the log never shows of a request: the bearer, the app-check token, the cookies. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers["x-app-check"]',
  'req.headers.cookie',
];

/** Fields of the request line (plugins/request-log.ts) that the readable line already says in words. */
const SAID_IN_WORDS = 'pid,hostname,reqId,component,method,route,path,status,ms';

/**
 * The API's logger. `json` (production, tests): one JSON object per line with an ISO time, for a
 * log collector. `pretty` (development): one readable line per entry, the request id first —
 * `12:04:05.120 INFO: 5b8c… POST /user 201 84.2 ms` —, written synchronously to the standard output.
 */
export function apiLoggerOptions(settings: {
  level: string;
  format: LogFormat;
  /** Where the lines go: the standard output unless told (tests read them). */
  destination?: NodeJS.WritableStream;
}): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const common = { level: settings.level, redact: REDACTED_LOG_PATHS };
  if (settings.format === 'json') {
    return {
      ...common,
      timestamp: stdTimeFunctions.isoTime,
      ...(settings.destination ? { stream: settings.destination } : {}),
    };
  }
  return {
    ...common,
    stream: pretty({
      destination: settings.destination ?? 1,
      sync: true,
      colorize: Boolean(process.stdout.isTTY),
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: SAID_IN_WORDS,
      messageFormat: '{if reqId}{reqId} {end}{if component}[{component}] {end}{msg}',
    }),
  };
}
