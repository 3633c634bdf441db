import type { Language } from '@fair/shared';
import { jsPDF } from 'jspdf';
import type { CertificateContent } from './content';
import { fitText, isWinAnsi, normalizeForPdf, type FittedText } from './pdfText';

/** A4 in points. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const RIGHT = PAGE.width - MARGIN;
const LABEL_WIDTH = 150;
const FOOTER_HEIGHT = 40;
const LINE_HEIGHT = 1.35;
/** The site's design tokens (shared/src/styles/tokens.css) as PDF colours: a PDF has no CSS. */
const COLOR = {
  text: '#1d232b',
  muted: '#4f5966',
  border: '#d6d9de',
  primary: '#1f5f8b',
  soft: '#e3eef6',
  warning: '#7a4b00',
};
const UNICODE_FONT = 'DejaVuSans';

/** jsPDF's own language list has no pt-PT; plain "pt" is the closest it accepts. */
const PDF_LANGUAGE: Record<Language, string> = {
  'pt-BR': 'pt-BR',
  'pt-PT': 'pt',
  en: 'en',
  fi: 'fi',
  sv: 'sv',
  et: 'et',
  nl: 'nl',
};

type Style = 'normal' | 'bold' | 'mono' | 'monoBold';

export interface RenderOptions {
  /** Loads a Unicode TrueType font, asked for only when some text is outside WinAnsi. */
  loadUnicodeFont?: () => Promise<ArrayBuffer>;
}

export interface RenderedCertificate {
  bytes: ArrayBuffer;
  /** Some characters could not be drawn and were replaced by "?" (the certificate says so). */
  replaced: boolean;
  /** The Unicode font was embedded. */
  unicodeFont: boolean;
}

interface TrueTypeMetadata {
  cmap?: { unicode?: { codeMap?: Record<number, number | undefined> } };
}

function toBase64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  const chunk = 0x8000;
  let binary = '';
  for (let index = 0; index < view.length; index += chunk) {
    binary += String.fromCharCode(...view.subarray(index, index + chunk));
  }
  return btoa(binary);
}

function textsOf(content: CertificateContent): string[] {
  return [
    content.siteName,
    content.heading,
    content.mark ?? '',
    content.issued,
    content.idLabel,
    content.id,
    ...content.details.flatMap((row) => [row.label, row.value]),
    content.amountsTitle,
    ...content.amounts.flatMap((row) => [row.label, row.value]),
    content.historyTitle,
    ...content.history.flatMap((entry) => [entry.date, entry.cost, ...entry.lines]),
    content.fingerprintLabel,
    content.fingerprint,
    content.fingerprintHow,
    ...(content.verification
      ? [content.verification.label, content.verification.url, content.verification.caption]
      : []),
    ...(content.signature
      ? [
          content.signature.heading,
          content.signature.how,
          content.signature.signatureLabel,
          content.signature.signature,
          content.signature.recordLabel,
          content.signature.record,
        ]
      : []),
    content.disclaimer,
  ];
}

/** The QR code's modules, dark or light, row by row. */
export interface QrMatrix {
  size: number;
  dark: (row: number, column: number) => boolean;
}

/**
 * The QR code of a text, loaded only for a certificate that has one (qrcode, in its own chunk).
 * Error correction M: readable when printed small or a little damaged.
 */
export async function qrMatrix(text: string): Promise<QrMatrix> {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) };
}

/** Embeds the Unicode font and returns which code points it can draw; undefined if it failed. */
async function embedUnicodeFont(
  doc: jsPDF,
  load: () => Promise<ArrayBuffer>,
): Promise<((codePoint: number) => boolean) | undefined> {
  try {
    const font = await load();
    doc.addFileToVFS(`${UNICODE_FONT}.ttf`, toBase64(font));
    doc.addFont(`${UNICODE_FONT}.ttf`, UNICODE_FONT, 'normal', 'normal', 'Identity-H');
    doc.setFont(UNICODE_FONT, 'normal');
    const codeMap = (doc.getFont().metadata as TrueTypeMetadata).cmap?.unicode?.codeMap;
    if (!codeMap) return undefined;
    // jsPDF writes UTF-16 code units, so only the Basic Multilingual Plane can be drawn.
    return (codePoint) => codePoint <= 0xffff && (codeMap[codePoint] ?? 0) > 0;
  } catch {
    return undefined;
  }
}

/** A top-to-bottom writer that wraps text and starts a new page when one is full. */
class Layout {
  y = MARGIN;
  replaced = false;

  constructor(
    private readonly doc: jsPDF,
    private readonly covers: ((codePoint: number) => boolean) | undefined,
  ) {}

  fit(text: string): FittedText {
    const fitted = fitText(text, this.covers);
    if (fitted.replaced) this.replaced = true;
    return fitted;
  }

  use(fitted: FittedText, style: Style, size: number, color: string): void {
    if (fitted.font === 'unicode') this.doc.setFont(UNICODE_FONT, 'normal');
    else if (style === 'mono') this.doc.setFont('courier', 'normal');
    else if (style === 'monoBold') this.doc.setFont('courier', 'bold');
    else this.doc.setFont('helvetica', style);
    this.doc.setFontSize(size);
    this.doc.setTextColor(color);
  }

  lines(fitted: FittedText, width: number): string[] {
    return this.doc.splitTextToSize(fitted.text, width) as string[];
  }

  ensure(height: number): void {
    if (this.y + height > PAGE.height - MARGIN - FOOTER_HEIGHT) {
      this.doc.addPage();
      this.y = MARGIN;
    }
  }

  space(points: number): void {
    this.y += points;
  }

  paragraph(
    text: string,
    options: { size?: number; style?: Style; color?: string; x?: number; width?: number } = {},
  ): void {
    const { size = 10.5, style = 'normal', color = COLOR.text, x = MARGIN } = options;
    const width = options.width ?? RIGHT - x;
    const fitted = this.fit(text);
    this.use(fitted, style, size, color);
    const lineHeight = size * LINE_HEIGHT;
    for (const line of this.lines(fitted, width)) {
      this.ensure(lineHeight);
      this.use(fitted, style, size, color);
      this.doc.text(line, x, this.y, { baseline: 'top' });
      this.y += lineHeight;
    }
  }

  /** A label and its value side by side, kept together on one page. */
  row(label: string, value: string, valueStyle: Style = 'normal'): void {
    const labelText = this.fit(label);
    const valueText = this.fit(value);
    this.use(labelText, 'bold', 9.5, COLOR.muted);
    const labelLines = this.lines(labelText, LABEL_WIDTH - 12);
    this.use(valueText, valueStyle, 10.5, COLOR.text);
    const valueLines = this.lines(valueText, CONTENT_WIDTH - LABEL_WIDTH);
    const height = Math.max(
      labelLines.length * 9.5 * LINE_HEIGHT,
      valueLines.length * 10.5 * LINE_HEIGHT,
    );
    this.ensure(height);
    this.use(labelText, 'bold', 9.5, COLOR.muted);
    this.doc.text(labelLines, MARGIN, this.y + 1, {
      baseline: 'top',
      lineHeightFactor: LINE_HEIGHT,
    });
    this.use(valueText, valueStyle, 10.5, COLOR.text);
    this.doc.text(valueLines, MARGIN + LABEL_WIDTH, this.y, {
      baseline: 'top',
      lineHeightFactor: LINE_HEIGHT,
    });
    this.y += height + 5;
  }

  /** A line of an amounts table: label on the left, amount aligned right. */
  amount(label: string, value: string, total = false): void {
    const style: Style = total ? 'bold' : 'normal';
    const size = total ? 11.5 : 10.5;
    const amountText = this.fit(value);
    this.use(amountText, style, size, COLOR.text);
    const amountWidth = this.doc.getTextWidth(amountText.text);
    const labelText = this.fit(label);
    this.use(labelText, style, size, COLOR.text);
    const labelLines = this.lines(labelText, CONTENT_WIDTH - amountWidth - 24);
    const height = labelLines.length * size * LINE_HEIGHT;
    this.ensure(height + (total ? 8 : 0));
    if (total) {
      this.rule(COLOR.text);
      this.y += 6;
    }
    this.use(labelText, style, size, COLOR.text);
    this.doc.text(labelLines, MARGIN, this.y, { baseline: 'top', lineHeightFactor: LINE_HEIGHT });
    this.use(amountText, style, size, COLOR.text);
    this.doc.text(amountText.text, RIGHT, this.y, { baseline: 'top', align: 'right' });
    this.y += height + 4;
  }

  /** Monospaced text with no spaces to break at (a signature, a JSON record), cut to the width. */
  block(text: string, size: number): void {
    const fitted = this.fit(text);
    this.use(fitted, 'mono', size, COLOR.text);
    const lineHeight = size * LINE_HEIGHT;
    for (const line of hardWrap(this.doc, fitted.text, CONTENT_WIDTH)) {
      this.ensure(lineHeight);
      this.use(fitted, 'mono', size, COLOR.text);
      this.doc.text(line, MARGIN, this.y, { baseline: 'top' });
      this.y += lineHeight;
    }
  }

  heading(text: string): void {
    this.ensure(40);
    this.space(14);
    this.paragraph(text, { size: 13, style: 'bold', color: COLOR.primary });
    this.space(4);
  }

  rule(color = COLOR.border): void {
    this.doc.setDrawColor(color);
    this.doc.setLineWidth(0.75);
    this.doc.line(MARGIN, this.y, RIGHT, this.y);
  }

  band(height: number, color: string): void {
    this.doc.setFillColor(color);
    this.doc.rect(MARGIN, this.y, CONTENT_WIDTH, height, 'F');
  }

  /** A QR code as vector squares (sharp at any print size), with its quiet zone, at the left. */
  qr(matrix: QrMatrix, size: number): void {
    const quiet = 4;
    const module = size / (matrix.size + 2 * quiet);
    this.doc.setFillColor('#ffffff');
    this.doc.rect(MARGIN, this.y, size, size, 'F');
    this.doc.setFillColor('#000000');
    for (let row = 0; row < matrix.size; row++) {
      for (let column = 0; column < matrix.size; column++) {
        if (!matrix.dark(row, column)) continue;
        this.doc.rect(
          MARGIN + (column + quiet) * module,
          this.y + (row + quiet) * module,
          module,
          module,
          'F',
        );
      }
    }
  }
}

/** Splits a text with no spaces (a signature, a JSON record) into lines of a given width. */
function hardWrap(doc: jsPDF, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (line !== '' && doc.getTextWidth(line + char) > width) {
      lines.push(line);
      line = '';
    }
    line += char;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * Lays the certificate out as an A4 PDF: title (and, for a sample, that it is one), the code or
 * id, the licence's details, the QR code of its verification address, what was paid, its
 * expansions, the fingerprint, the marketplace's signature over the record, and what the
 * document does not claim. Pages are numbered.
 */
export async function renderCertificate(
  content: CertificateContent,
  options: RenderOptions = {},
): Promise<RenderedCertificate> {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true, putOnlyUsedFonts: true });
  const needsUnicode = textsOf(content).some((text) => !isWinAnsi(normalizeForPdf(text)));
  const covers =
    needsUnicode && options.loadUnicodeFont
      ? await embedUnicodeFont(doc, options.loadUnicodeFont)
      : undefined;
  const layout = new Layout(doc, covers);

  doc.setProperties({
    title: fitText(content.documentTitle).text,
    subject: fitText(content.heading).text,
    creator: fitText(content.siteName).text,
  });
  doc.setLanguage(PDF_LANGUAGE[content.language] as Parameters<jsPDF['setLanguage']>[0]);

  // Title block.
  doc.setFillColor(COLOR.primary);
  doc.rect(0, 0, PAGE.width, 6, 'F');
  layout.paragraph(content.siteName, { size: 10, style: 'bold', color: COLOR.muted });
  layout.space(4);
  layout.paragraph(content.heading, { size: 24, style: 'bold', color: COLOR.primary });
  if (content.mark) {
    layout.space(2);
    layout.paragraph(content.mark, { size: 14, style: 'bold', color: COLOR.warning });
  }
  layout.space(2);
  layout.paragraph(content.issued, { size: 10, color: COLOR.muted });
  layout.space(14);

  // The licence's code (or, without one, its id), set apart.
  const idText = layout.fit(content.id);
  layout.use(idText, 'monoBold', 14, COLOR.text);
  const idLines = layout.lines(idText, CONTENT_WIDTH - 24);
  const boxHeight = 26 + idLines.length * 14 * LINE_HEIGHT;
  layout.band(boxHeight, COLOR.soft);
  const boxTop = layout.y;
  layout.y += 8;
  layout.paragraph(content.idLabel, { size: 9, style: 'bold', color: COLOR.muted, x: MARGIN + 12 });
  layout.paragraph(content.id, { size: 14, style: 'monoBold', x: MARGIN + 12 });
  layout.y = boxTop + boxHeight + 16;

  for (const row of content.details) layout.row(row.label, row.value);

  if (content.verification) {
    const { verification } = content;
    const matrix = await qrMatrix(verification.url);
    const size = 96;
    layout.ensure(size + 16);
    layout.space(8);
    const top = layout.y;
    layout.qr(matrix, size);
    const x = MARGIN + size + 16;
    layout.y = top + 10;
    layout.paragraph(verification.label, { size: 9.5, style: 'bold', color: COLOR.muted, x });
    layout.paragraph(verification.url, { size: 9.5, style: 'mono', x });
    layout.space(4);
    layout.paragraph(verification.caption, { size: 9, color: COLOR.muted, x });
    layout.y = Math.max(layout.y, top + size) + 6;
  }

  layout.heading(content.amountsTitle);
  for (const line of content.amounts) layout.amount(line.label, line.value, line.total);

  if (content.history.length > 0) {
    layout.heading(content.historyTitle);
    for (const entry of content.history) {
      layout.ensure(48);
      layout.paragraph(entry.date, { size: 10, style: 'bold' });
      for (const line of entry.lines) layout.paragraph(`• ${line}`, { size: 10, x: MARGIN + 10 });
      layout.paragraph(entry.cost, { size: 10, color: COLOR.muted, x: MARGIN + 10 });
      layout.space(6);
    }
  }

  layout.heading(content.fingerprintLabel);
  layout.paragraph(content.fingerprint, { size: 9.5, style: 'mono' });
  layout.space(4);
  layout.paragraph(content.fingerprintHow, { size: 9, color: COLOR.muted });

  if (content.signature) {
    const { signature } = content;
    layout.heading(signature.heading);
    layout.paragraph(signature.how, { size: 9, color: COLOR.muted });
    layout.space(6);
    layout.paragraph(signature.signatureLabel, { size: 9.5, style: 'bold', color: COLOR.muted });
    layout.block(signature.signature, 9.5);
    layout.space(6);
    layout.paragraph(signature.recordLabel, { size: 9.5, style: 'bold', color: COLOR.muted });
    layout.block(signature.record, 7.5);
  }

  layout.space(18);
  layout.ensure(30);
  layout.rule();
  layout.space(10);
  layout.paragraph(content.disclaimer, { size: 9.5, color: COLOR.text });
  if (layout.replaced) {
    layout.space(6);
    layout.paragraph(content.replacedNote, { size: 9.5, color: COLOR.text });
  }

  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    const footer = layout.fit(`${content.documentTitle} · ${content.pageLabel(page, pages)}`);
    layout.use(footer, 'normal', 8.5, COLOR.muted);
    doc.text(footer.text, PAGE.width / 2, PAGE.height - MARGIN / 2 - 8, {
      align: 'center',
      baseline: 'top',
    });
  }

  return {
    bytes: doc.output('arraybuffer'),
    replaced: layout.replaced,
    unicodeFont: covers !== undefined,
  };
}
