import { describe, expect, it } from 'vitest';
import { pairingLink, parsePairingFragment } from './pairing-link';

describe('pairing link', () => {
  const payload = {
    challengeId: 'ch_1',
    pairingSecret: 'S3cr+t/=',
    apiUrl: 'https://api.example.fr',
    language: 'de',
  };

  it('carries the payload in the fragment of the companion page, and reads it back', () => {
    const link = pairingLink('https://banque.example.fr', payload);
    const url = new URL(link);
    expect(url.pathname).toBe('/companion.html');
    expect(url.search).toBe('');
    expect(parsePairingFragment(url.hash)).toEqual(payload);
  });

  it('is not a pairing link without a challenge, a secret and an http(s) API address', () => {
    expect(parsePairingFragment('')).toBeNull();
    expect(parsePairingFragment('#c=ch_1&s=secret')).toBeNull();
    expect(parsePairingFragment('#c=ch_1&s=secret&a=javascript:alert(1)')).toBeNull();
    expect(parsePairingFragment('#c=ch_1&s=secret&a=http://localhost:8081/')).toEqual({
      challengeId: 'ch_1',
      pairingSecret: 'secret',
      apiUrl: 'http://localhost:8081',
    });
  });
});
