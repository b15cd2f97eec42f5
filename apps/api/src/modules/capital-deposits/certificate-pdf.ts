import { formatEuroCents, formatIban, formatListDate, type Locale, type Text, translate } from '@app/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { hexColor } from '../../pdf/colors';
import { embedUnicodeFonts, pdfText } from '../../pdf/unicode-fonts';

export interface CertificateDocument {
  locale: Locale;
  bankName: string;
  brandName: string;
  brandColor: string;
  company: {
    name: string;
    legalForm: string;
    registeredOffice: string[];
  };
  capitalCents: number;
  numberOfShares: number;
  iban: string;
  shareholders: { name: string; shares: number; depositedCents: number }[];
  totalCents: number;
  issuedAt: Date;
  reference: string;
}

const PAGE: [number, number] = [595.28, 841.89];
const LEFT = 50;
const WIDTH = 495;
const INK = rgb(0.1, 0.1, 0.1);

/** Writes lines down the page, a new page when one is full. */
class Writer {
  page: PDFPage;
  y = 0;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(PAGE);
    this.y = 700;
  }

  private room(height: number) {
    if (this.y - height < 60) {
      this.page = this.pdf.addPage(PAGE);
      this.y = 780;
    }
  }

  /** One drawText per value: a value (an amount) is read back from the PDF in one piece. */
  at(value: string, x: number, options: { size?: number; bold?: boolean } = {}) {
    this.page.drawText(pdfText(value), {
      x,
      y: this.y,
      size: options.size ?? 10,
      font: options.bold ? this.bold : this.regular,
      color: INK,
    });
  }

  line(value: string, options: { size?: number; bold?: boolean; gap?: number } = {}) {
    const size = options.size ?? 10;
    this.room(size + 4);
    this.at(value, LEFT, options);
    this.y -= size + (options.gap ?? 5);
  }

  /** A paragraph wrapped to the page's width. */
  paragraph(value: string, options: { size?: number; bold?: boolean } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    let current = '';
    for (const word of pdfText(value).split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > WIDTH && current) {
        this.line(current, options);
        current = word;
      } else current = next;
    }
    if (current) this.line(current, options);
    this.y -= 6;
  }

  row(cells: [string, number][], options: { bold?: boolean } = {}) {
    this.room(16);
    for (const [value, x] of cells) this.at(value, x, options);
    this.y -= 16;
  }

  rule() {
    this.page.drawLine({
      start: { x: LEFT, y: this.y + 10 },
      end: { x: LEFT + WIDTH, y: this.y + 10 },
      thickness: 0.5,
      color: INK,
    });
  }
}

/**
 * The capital deposit certificate ("attestation de dépôt des fonds") the bank issues once every
 * share is paid, in the language asked: the company in formation, its capital, each shareholder's
 * shares and deposit, the total, the date, the bank and a verification reference. The wording is
 * the message catalogue's; the French text is the legal one and the others say so.
 */
export async function createCertificatePdf(certificate: CertificateDocument): Promise<Uint8Array> {
  const { locale } = certificate;
  const t = (text: Text, params: Record<string, string> = {}) => translate(locale, text, params);
  const euros = (cents: number) => formatEuroCents(locale, cents);

  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfText(`${t('deposit.certificate.title')} - ${certificate.company.name}`));
  pdf.setAuthor(pdfText(certificate.bankName));
  pdf.setCreator(pdfText(certificate.brandName));
  pdf.setCreationDate(certificate.issuedAt);
  pdf.setLanguage({ fr: 'fr-FR', en: 'en-GB', de: 'de-DE' }[locale]);
  const { regular, bold } = await embedUnicodeFonts(pdf);
  const writer = new Writer(pdf, regular, bold);

  const brand = hexColor(certificate.brandColor);
  writer.page.drawRectangle({ x: 0, y: 771.89, width: PAGE[0], height: 70, color: brand });
  writer.page.drawText(pdfText(certificate.bankName), {
    x: LEFT,
    y: 800,
    size: 18,
    font: bold,
    color: rgb(1, 1, 1),
  });

  writer.line(t('deposit.certificate.title'), { size: 16, bold: true, gap: 8 });
  writer.paragraph(t('deposit.certificate.notice'), { size: 9 });
  writer.paragraph(
    t('deposit.certificate.intro', {
      bank: certificate.bankName,
      iban: formatIban(certificate.iban),
      total: euros(certificate.totalCents),
    }),
  );

  const facts: [string, string][] = [
    [t('deposit.certificate.company'), certificate.company.name],
    [t('deposit.certificate.legal_form'), certificate.company.legalForm],
    [t('deposit.certificate.registered_office'), certificate.company.registeredOffice.join(', ')],
    [t('deposit.certificate.capital'), euros(certificate.capitalCents)],
    [t('deposit.certificate.number_of_shares'), String(certificate.numberOfShares)],
  ];
  for (const [label, value] of facts)
    writer.row(
      [
        [label, LEFT],
        [value, LEFT + 170],
      ],
      {},
    );
  writer.y -= 10;

  writer.line(t('deposit.certificate.shareholders'), { size: 12, bold: true, gap: 10 });
  const columns = { name: LEFT, shares: LEFT + 290, amount: LEFT + 380 };
  writer.row(
    [
      [t('deposit.certificate.column_shareholder'), columns.name],
      [t('deposit.certificate.column_shares'), columns.shares],
      [t('deposit.certificate.column_amount'), columns.amount],
    ],
    { bold: true },
  );
  for (const shareholder of certificate.shareholders) {
    writer.row([
      [shareholder.name, columns.name],
      [String(shareholder.shares), columns.shares],
      [euros(shareholder.depositedCents), columns.amount],
    ]);
  }
  writer.rule();
  writer.row(
    [
      [t('deposit.certificate.total'), columns.name],
      [String(certificate.shareholders.reduce((total, row) => total + row.shares, 0)), columns.shares],
      [euros(certificate.totalCents), columns.amount],
    ],
    { bold: true },
  );
  writer.y -= 14;

  writer.paragraph(t('deposit.certificate.closing'));
  writer.line(
    t('deposit.certificate.issued', {
      date: formatListDate(certificate.issuedAt, locale),
      bank: certificate.bankName,
    }),
    { bold: true, gap: 8 },
  );
  writer.line(t('deposit.certificate.reference', { reference: certificate.reference }), { size: 9 });
  return pdf.save();
}
