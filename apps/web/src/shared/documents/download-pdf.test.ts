import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-pdf';

describe('bank details file name', () => {
  it("prefers the server's UTF-8 name", () => {
    const header = `attachment; filename="RIB-SCM CABINET M_DICAL.pdf"; filename*=UTF-8''RIB-SCM%20CABINET%20M%C3%89DICAL.pdf`;
    expect(fileNameOf(header)).toBe('RIB-SCM CABINET MÉDICAL.pdf');
  });

  it('falls back to the plain name, then to nothing (the caller uses file.pdf)', () => {
    expect(fileNameOf('attachment; filename="rib.pdf"')).toBe('rib.pdf');
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
  });
});
