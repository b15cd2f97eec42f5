// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

afterEach(cleanup);

describe('the QR code', () => {
  it('draws the value it is given, under its alternative text, in the frame of its class', async () => {
    const value = 'otpauth://totp/Bank:eva%40bank.example?secret=JBSWY3DPEHPK3PXP';
    const { container } = render(<QrCode value={value} alt="Compte à ajouter" className="totp-qr" />);
    const image = await screen.findByRole('img', { name: 'Compte à ajouter' });
    const expected = await QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    await waitFor(() =>
      expect(decodeURIComponent(image.getAttribute('src') ?? '')).toBe(
        `data:image/svg+xml;charset=utf-8,${expected}`,
      ),
    );
    expect(container.firstElementChild?.className).toBe('totp-qr');
  });

  it('draws another code for another value', async () => {
    const { rerender } = render(<QrCode value="otpauth://totp/a" alt="Code" />);
    const first = (await screen.findByRole('img', { name: 'Code' })).getAttribute('src');
    rerender(<QrCode value="otpauth://totp/b" alt="Code" />);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Code' }).getAttribute('src')).not.toBe(first),
    );
  });
});
