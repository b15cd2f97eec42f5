import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import { z } from 'zod';

/** The device's public key as WebCrypto exports it: ECDSA on P-256, public part only. */
export const DevicePublicKeySchema = z
  .object({
    kty: z.literal('EC'),
    crv: z.literal('P-256'),
    x: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
    y: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  })
  .passthrough()
  .refine((jwk) => !('d' in jwk), { message: 'validation.invalid' });
export type DevicePublicKey = z.infer<typeof DevicePublicKeySchema>;

/** What the device signs for each call; fixed prefixes keep one signature from serving another call. */
export const signedPayload = {
  pair: (challengeId: string) => `sca-pair:${challengeId}`,
  pending: (tokenId: string, timestamp: string) => `sca-pending:${tokenId}:${timestamp}`,
  respond: (challengeId: string, decision: 'accept' | 'refuse') => `sca-respond:${challengeId}:${decision}`,
};

/** Null when the JWK is not a usable P-256 point (it throws inside node:crypto). */
export function importDeviceKey(jwk: DevicePublicKey): KeyObject | null {
  try {
    return createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }, format: 'jwk' });
  } catch {
    return null;
  }
}

/**
 * ECDSA P-256 / SHA-256. WebCrypto signs in the raw r||s form (64 bytes); DER is accepted
 * too for devices using another library.
 */
export function verifyDeviceSignature(key: KeyObject, payload: string, signatureB64url: string): boolean {
  const signature = Buffer.from(signatureB64url, 'base64url');
  if (signature.length === 0 || signature.length > 80) return false;
  try {
    return verify(
      'sha256',
      Buffer.from(payload, 'utf8'),
      { key, dsaEncoding: signature.length === 64 ? 'ieee-p1363' : 'der' },
      signature,
    );
  } catch {
    return false;
  }
}
