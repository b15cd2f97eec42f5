import { createPublicKey, verify, webcrypto } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { generateDeviceKey, signedPayload, signText } from './device-keys';

// The browser's WebCrypto, as Node implements it.
beforeAll(() => vi.stubGlobal('crypto', webcrypto));

describe('device keys', () => {
  it('makes a P-256 key whose private half cannot be exported', async () => {
    const { privateKey, publicJwk } = await generateDeviceKey();
    expect(privateKey.extractable).toBe(false);
    expect(publicJwk).toMatchObject({ kty: 'EC', crv: 'P-256' });
    expect(publicJwk).not.toHaveProperty('d');
    await expect(crypto.subtle.exportKey('jwk', privateKey)).rejects.toThrow();
  });

  it('signs as the API verifies: ECDSA SHA-256, raw r||s, base64url', async () => {
    const { privateKey, publicJwk } = await generateDeviceKey();
    const payload = signedPayload.respond('ch-1', 'accept');
    const signature = await signText(privateKey, payload);
    expect(signature).toMatch(/^[A-Za-z0-9_-]+$/);
    const key = createPublicKey({ key: { ...publicJwk }, format: 'jwk' });
    const bytes = Buffer.from(signature, 'base64url');
    expect(bytes).toHaveLength(64);
    const ok = (text: string) =>
      verify('sha256', Buffer.from(text), { key, dsaEncoding: 'ieee-p1363' }, bytes);
    expect(ok(payload)).toBe(true);
    expect(ok(signedPayload.respond('ch-1', 'refuse'))).toBe(false);
  });
});
