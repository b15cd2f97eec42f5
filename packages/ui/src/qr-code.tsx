import { useEffect, useState } from 'react';

export interface QrCodeProps {
  value: string;
  /** Describes what scanning does (the image's alternative text). */
  alt: string;
  size?: number;
  /** The frame's class (each app styles its own). */
  className?: string;
}

/**
 * A QR code drawn as SVG (the strong authentication's app link, an operator's authenticator
 * enrolment); the generator is loaded on demand, never with a first screen. Kept out of the
 * analytics recordings: what it encodes may be a secret.
 */
export function QrCode({ value, alt, size = 200, className }: QrCodeProps) {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setSrc(null);
    void import('qrcode').then(async (module) => {
      // A CommonJS package: its functions may sit on the default export.
      const qrcode = (module as unknown as { default?: typeof module }).default ?? module;
      const svg = await qrcode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      if (!cancelled) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      cancelled = true;
    };
  }, [value]);

  return (
    <div className={className} style={{ width: size, height: size }} data-analytics-block>
      {src ? <img src={src} alt={alt} width={size} height={size} /> : null}
    </div>
  );
}
