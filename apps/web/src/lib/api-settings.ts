import type { ApiError } from './api-errors';

/**
 * Gets the 399 answer as received (the SCA modal parses it with the domain's ScaRequiredReplySchema);
 * resolves with the validated challenge id (or nothing: the challenge id of the 399 is used).
 */
export type ScaHandler = (body: unknown) => Promise<string | undefined>;
/** Resolves once the user signed in again (the new token is in the progress store). */
export type ReconnectHandler = () => Promise<void>;
export type ErrorHandler = (error: ApiError) => void;

interface ClientSettings {
  brand: string;
  language: () => string;
  redirect: (url: string) => void;
  scaHandler: ScaHandler | null;
  reconnectHandler: ReconnectHandler | null;
  errorHandler: ErrorHandler | null;
}

const settings: ClientSettings = {
  brand: '',
  language: () => document.documentElement.lang || 'fr',
  redirect: (url) => window.location.assign(url),
  scaHandler: null,
  reconnectHandler: null,
  errorHandler: null,
};

/** What the client's headers and status policy read; changed only through the functions below. */
export const clientSettings: Readonly<ClientSettings> = settings;

export function configureApiClient(
  next: Partial<Pick<ClientSettings, 'brand' | 'language' | 'redirect'>>,
): void {
  Object.assign(settings, next);
}

/** The SCA modal registers here; returns an unregister function. */
export function registerScaHandler(handler: ScaHandler): () => void {
  settings.scaHandler = handler;
  return () => {
    if (settings.scaHandler === handler) settings.scaHandler = null;
  };
}

export function registerReconnectHandler(handler: ReconnectHandler): () => void {
  settings.reconnectHandler = handler;
  return () => {
    if (settings.reconnectHandler === handler) settings.reconnectHandler = null;
  };
}

export function registerErrorHandler(handler: ErrorHandler): () => void {
  settings.errorHandler = handler;
  return () => {
    if (settings.errorHandler === handler) settings.errorHandler = null;
  };
}
