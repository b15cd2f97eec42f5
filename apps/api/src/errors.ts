import {
  ERROR_STATUS,
  type ErrorCode,
  type Locale,
  type Message,
  type MessageKey,
  type Text,
} from '@app/domain';

export type { ErrorCode };

/**
 * Every error the API answers on purpose, in words not yet in a language: the error-handler
 * plugin translates them with the request's language.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly text: MessageKey | Message,
    /** Field path to message: a key, a key with its parameters inside (a zod issue's), or a Message. */
    readonly fields?: Readonly<Record<string, Text>>,
    /**
     * Extra body members, e.g. the SCA challenge of a 399 or the url of a 302; a Message among
     * them (or a list of Messages) is translated like the message. Members with other words of
     * the language (a table's label) are given as a function of the request's language.
     */
    readonly extra?:
      | Readonly<Record<string, unknown>>
      | ((locale: Locale) => Readonly<Record<string, unknown>>),
  ) {
    super(typeof text === 'string' ? text : text.key);
    this.statusCode = ERROR_STATUS[code];
  }
}

/** "signup_request" -> "signup request": notFound() is given the subject as a noun. */
type Spaced<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head} ${Spaced<Tail>}` : S;
export type NotFoundSubject = MessageKey extends infer K
  ? K extends `error.not_found.${infer Subject}`
    ? Spaced<Subject>
    : never
  : never;

export const notFound = (what: NotFoundSubject) =>
  new AppError('not_found', `error.not_found.${what.replaceAll(' ', '_')}` as MessageKey);

export const validationFailed = (
  fields: Readonly<Record<string, MessageKey | Message>>,
  text: MessageKey = 'validation.form_invalid',
) => new AppError('validation_failed', text, fields);
