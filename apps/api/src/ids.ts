import { hash, randomBytes, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

/** 256 bits of randomness, URL-safe. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

// One call, no hash object: every authenticated request hashes its bearer token.
export const sha256 = (value: string): string => hash('sha256', value, 'hex');
