import { randomBytes } from 'node:crypto';
import { sha256 } from '../../ids';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "K7QM-2XRA-PB9T": 12 characters of a 32-letter alphabet (60 bits), easy to read and type. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(12);
  const letters = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8, 12)}`;
}

/** Case and dashes do not matter when typed. */
const normalize = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** What is stored: the code itself is shown once and never kept. */
export const recoveryCodeHash = (code: string): string => sha256(`operator-recovery\u0000${normalize(code)}`);
