import { useEffect, useState } from 'react';

export interface QrCodeProps {
  value: string;
  /** Describes what scanning does (the image's alternative text). */
  alt: string;
  size?: number;
}

/** A QR code drawn as SVG; the generator is loaded on demand (it is not on the first screen). */
export function QrCode({ value, alt, size = 200 }: QrCodeProps) {
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
    <div className="sca-qr" style={{ width: size, height: size }} data-analytics-block>
      {src ? <img src={src} alt={alt} width={size} height={size} /> : null}
    </div>
  );
}
