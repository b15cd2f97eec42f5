import { formatIban } from '@app/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { hexColor } from '../../pdf/colors';
import { pdfText } from '../../pdf/unicode-fonts';

const winAnsi = (text: string): string => pdfText(text).replace(/[^\x20-\x7e\u00a0-\u00ff€’–—…«»œŒ]/g, '?');

export interface RibDocument {
  holderName: string;
  holderAddress: { street: string; details: string | null; zip: string; city: string; country: string };
  bankName: string;
  bankCode: string;
  branchCode: string;
  accountNumber: string;
  ribKey: string;
  iban: string;
  bic: string;
  brandName: string;
  /** "#0b4f6c" */
  brandColor: string;
  issuedOn: Date;
}

interface Writer {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
}

function text(
  writer: Writer,
  value: string,
  x: number,
  y: number,
  options: { size?: number; bold?: boolean } = {},
) {
  writer.page.drawText(winAnsi(value), {
    x,
    y,
    size: options.size ?? 10,
    font: options.bold ? writer.bold : writer.regular,
    color: rgb(0.1, 0.1, 0.1),
  });
}

/**
 * The bank details document (relevé d'identité bancaire) of an account, as a one-page A4 PDF:
 * holder, bank, the four RIB parts, the IBAN grouped by four, the BIC and the brand.
 */
export async function createRibPdf(rib: RibDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`RIB - ${rib.holderName}`));
  pdf.setAuthor(winAnsi(rib.bankName));
  pdf.setCreator(winAnsi(rib.brandName));
  pdf.setCreationDate(rib.issuedOn);
  const page = pdf.addPage([595.28, 841.89]);
  // The standard fonts keep the RIB's text readable by the simplest extractors banks' systems use;
  // they encode WinAnsi only, so anything outside it is replaced rather than failing the PDF.
  const writer: Writer = {
    page,
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const brand = hexColor(rib.brandColor);
  const left = 50;

  page.drawRectangle({ x: 0, y: 771.89, width: 595.28, height: 70, color: brand });
  page.drawText(winAnsi(rib.brandName), {
    x: left,
    y: 800,
    size: 20,
    font: writer.bold,
    color: rgb(1, 1, 1),
  });
  page.drawText(winAnsi(rib.bankName), {
    x: left,
    y: 782,
    size: 10,
    font: writer.regular,
    color: rgb(1, 1, 1),
  });

  text(writer, "Relevé d'identité bancaire", left, 720, { size: 16, bold: true });
  text(
    writer,
    `Émis le ${rib.issuedOn.toISOString().slice(8, 10)}/${rib.issuedOn.toISOString().slice(5, 7)}/${rib.issuedOn.toISOString().slice(0, 4)}`,
    left,
    702,
    { size: 9 },
  );

  text(writer, 'Titulaire du compte', left, 665, { size: 9, bold: true });
  text(writer, rib.holderName, left, 650, { size: 12, bold: true });
  const address = rib.holderAddress;
  const lines = [
    address.street,
    address.details ?? '',
    `${address.zip} ${address.city}`,
    address.country,
  ].filter((line) => line.trim() !== '');
  lines.forEach((line, index) => {
    text(writer, line, left, 635 - index * 14);
  });

  text(writer, 'Domiciliation', 330, 665, { size: 9, bold: true });
  text(writer, rib.bankName, 330, 650, { size: 11 });

  // The four RIB parts in a table.
  const top = 560;
  const columns: [string, string, number][] = [
    ['Code banque', rib.bankCode, left],
    ['Code guichet', rib.branchCode, left + 110],
    ['Numéro de compte', rib.accountNumber, left + 220],
    ['Clé RIB', rib.ribKey, left + 380],
  ];
  page.drawRectangle({
    x: left - 8,
    y: top - 34,
    width: 495,
    height: 52,
    borderColor: brand,
    borderWidth: 1,
  });
  for (const [label, value, x] of columns) {
    text(writer, label, x, top, { size: 9, bold: true });
    text(writer, value, x, top - 20, { size: 12 });
  }

  text(writer, 'IBAN (International Bank Account Number)', left, 480, { size: 9, bold: true });
  text(writer, formatIban(rib.iban), left, 462, { size: 14, bold: true });
  text(writer, 'BIC (Bank Identifier Code)', left, 430, { size: 9, bold: true });
  text(writer, rib.bic, left, 412, { size: 14, bold: true });

  text(
    writer,
    'Ce relevé est destiné à être remis à vos créanciers ou débiteurs, français ou étrangers,',
    left,
    350,
    { size: 9 },
  );
  text(
    writer,
    'appelés à faire inscrire des opérations à votre compte (virements, prélèvements...).',
    left,
    337,
    {
      size: 9,
    },
  );
  return pdf.save();
}
