/**
 * The device key: ECDSA P-256 made by WebCrypto with a non-extractable private key, so
 * script code can sign with it but never read it. The API verifies the raw r||s signatures.
 */
export interface PublicJwk {
  kty: string;
  crv: string;
  x: string;
  y: string;
}

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;

export const cryptoAvailable = (): boolean =>
  typeof crypto !== 'undefined' && typeof crypto.subtle?.generateKey === 'function';

export async function generateDeviceKey(): Promise<{ privateKey: CryptoKey; publicJwk: PublicJwk }> {
  const pair = await crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify']);
  // The public half is always extractable, whatever the flag says.
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  if (!jwk.kty || !jwk.crv || !jwk.x || !jwk.y) throw new Error('Unexpected public key');
  return { privateKey: pair.privateKey, publicJwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y } };
}

export function toBase64Url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function signText(privateKey: CryptoKey, text: string): Promise<string> {
  const signature = await crypto.subtle.sign(SIGNING, privateKey, new TextEncoder().encode(text));
  return toBase64Url(signature);
}

/** What the device signs for each call (apps/api/src/modules/sca/sca-signature.ts). */
export const signedPayload = {
  pair: (challengeId: string) => `sca-pair:${challengeId}`,
  pending: (tokenId: string, timestamp: string) => `sca-pending:${tokenId}:${timestamp}`,
  respond: (challengeId: string, decision: 'accept' | 'refuse') => `sca-respond:${challengeId}:${decision}`,
};
