import type { Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';

/** Intl separates money with no-break spaces; compare with plain ones. */
export const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/**
 * Reading a downloaded PDF's text back, as the tests of certificates do: the strings jsPDF draws
 * in the standard fonts (WinAnsi literals) and in the embedded Unicode font (glyph ids, read
 * through its ToUnicode map), in drawing order.
 */
/** WinAnsi bytes 0x80–0x9F that differ from Latin-1, for reading the standard fonts' strings. */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

function decodeLiteral(body: string): string {
  let text = '';
  for (let index = 0; index < body.length; index++) {
    const char = body[index] ?? '';
    if (char !== '\\') {
      const code = char.charCodeAt(0);
      text += WIN_ANSI[code] ?? char;
      continue;
    }
    const next = body[++index] ?? '';
    const octal = /^[0-7]{1,3}/.exec(body.slice(index));
    if (octal) {
      const code = parseInt(octal[0], 8);
      text += WIN_ANSI[code] ?? String.fromCharCode(code);
      index += octal[0].length - 1;
    } else {
      text += { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }[next] ?? next;
    }
  }
  return text;
}

/** Every stream of a PDF, inflated when it is compressed (jsPDF uses FlateDecode). */
function pdfStreams(pdf: Buffer): string[] {
  const streams: string[] = [];
  let from = 0;
  for (;;) {
    const start = pdf.indexOf('stream', from, 'latin1');
    if (start < 0) break;
    const dataStart = start + 'stream'.length + (pdf[start + 6] === 0x0d ? 2 : 1);
    const end = pdf.indexOf('endstream', dataStart, 'latin1');
    if (end < 0) break;
    const data = pdf.subarray(dataStart, end);
    try {
      streams.push(inflateSync(data).toString('latin1'));
    } catch {
      streams.push(data.toString('latin1'));
    }
    from = end + 'endstream'.length;
  }
  return streams;
}

/**
 * The text a PDF shows, in drawing order: strings in the standard fonts are WinAnsi literals,
 * strings in the embedded font are glyph ids, read back through the font's ToUnicode map.
 */
export function pdfText(pdf: Buffer): string {
  const streams = pdfStreams(pdf);
  const toUnicode = new Map<string, string>();
  for (const stream of streams.filter((candidate) => candidate.includes('beginbfchar'))) {
    for (const [, glyph = '', unicode = ''] of stream.matchAll(/<([0-9a-f]{4})><([0-9a-f]+)>/gi)) {
      toUnicode.set(glyph.toLowerCase(), String.fromCodePoint(parseInt(unicode, 16)));
    }
  }
  const shown = streams.flatMap((stream) =>
    [...stream.matchAll(/(?:\(((?:\\.|[^\\)])*)\)|<([0-9a-f]*)>)\s*Tj/gi)].map(
      ([, literal, hex]) =>
        hex !== undefined
          ? (hex.match(/.{4}/g) ?? [])
              .map((glyph) => toUnicode.get(glyph.toLowerCase()) ?? '\ufffd')
              .join('')
          : decodeLiteral(literal ?? ''),
    ),
  );
  return plain(shown.join(' '));
}

export async function downloaded(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}
