/**
 * The link the QR code carries to the companion app. The pairing payload travels in the URL
 * fragment, which browsers never send to a server (no secret in access logs).
 */
export interface PairingPayload {
  challengeId: string;
  pairingSecret: string;
  apiUrl: string;
  /** The web app's language, so the phone speaks the same one. */
  language?: string;
}

export const COMPANION_PATH = '/companion.html';

export function companionUrl(origin: string): string {
  return new URL(COMPANION_PATH, origin).toString();
}

export function pairingLink(origin: string, payload: PairingPayload): string {
  const fragment = new URLSearchParams({
    c: payload.challengeId,
    s: payload.pairingSecret,
    a: payload.apiUrl,
    ...(payload.language ? { l: payload.language } : {}),
  });
  return `${companionUrl(origin)}#${fragment.toString()}`;
}

/** The payload of a fragment ("#c=...&s=...&a=..."), or null when it is not a pairing link. */
export function parsePairingFragment(hash: string): PairingPayload | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const challengeId = params.get('c');
  const pairingSecret = params.get('s');
  const apiUrl = params.get('a');
  if (!challengeId || !pairingSecret || !apiUrl || !/^https?:\/\//.test(apiUrl)) return null;
  const language = params.get('l') ?? undefined;
  return {
    challengeId,
    pairingSecret,
    apiUrl: apiUrl.replace(/\/+$/, ''),
    ...(language ? { language } : {}),
  };
}
