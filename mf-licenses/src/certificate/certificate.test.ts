import {
  applyExpansion,
  isPlatformId,
  isSampleLicense,
  platformFee,
  sampleLicenses,
  type Language,
  type License,
} from '@fair/shared';
import { i18n } from '@fair/shared/runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import dejaVuSans from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?inline';
import type { LicenceEntry } from '../lib/entries';
import { factsOfRecord, factsOfServer } from '../lib/facts';
import { bought, DAY_MS, license, marketplaceAt, NOW, switchLanguage } from '../test/harness';
import { pdfPages } from '../test/pdf';
import { certificateContent } from './content';
import { buildCertificate } from './downloadCertificate';
import { canonicalJson, sha256Hex } from './fingerprint';
import { qrMatrix, renderCertificate } from './render';

// The real font file, read the way the browser reads it (here from an inlined data URL).
const loadFont = async () => (await fetch(dejaVuSans)).arrayBuffer();
const failingFont = () => Promise.reject(new Error('offline'));

function translator(language: Language) {
  return i18n.getFixedT(language, ['licenses', 'common', 'certificate'] as const);
}

/** A browser record as the page lists it: a sample, or a record of the previous version. */
const entryOf = (record: License): LicenceEntry =>
  isSampleLicense(record)
    ? { kind: 'sample', record, facts: factsOfRecord(record) }
    : { kind: 'previous', record, facts: factsOfRecord(record), waiting: true, problem: null };

async function build(entry: LicenceEntry | License, language: Language, loader = loadFont) {
  await switchLanguage(language);
  const t = translator(language);
  return buildCertificate(
    {
      entry: 'kind' in entry ? entry : entryOf(entry),
      t,
      language,
      now: NOW,
      platformName: (id) => (isPlatformId(id) ? t(`common:platforms.${id}`) : id),
      verifyUrl:
        'kind' in entry && entry.kind === 'marketplace'
          ? `https://fair.example/en/verificar?code=${entry.copy.code}`
          : null,
      keysUrl: 'https://fair.example/api/keys',
    },
    loader,
  );
}

async function text(blob: Blob): Promise<string[]> {
  return pdfPages(await blob.arrayBuffer());
}

const [book, album] = sampleLicenses(NOW) as [License, License];
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

describe('the certificate', () => {
  beforeAll(() => switchLanguage('en'));

  it('of a sample says, in English, everything the product rules §3 list, and that it is a sample', async () => {
    const result = await build(album, 'en');
    expect(result.fileName).toBe('certificate-LIC-SAMPLE-0002.pdf');
    expect(result.blob.type).toBe('application/pdf');
    expect(result.fingerprint).toBe(await sha256Hex(canonicalJson(album)));
    const [page, ...more] = await text(result.blob);
    expect(more).toEqual([]);
    const content = plain(page ?? '');
    for (const expected of [
      'Licence certificate',
      'Issued on Nov 22, 2026',
      'Licence ID',
      'LIC-SAMPLE-0002',
      'Work Canções do Cerrado',
      'Author João Estêvão',
      'Type Music',
      'Licensee Maria da Silva',
      'Platforms Music streaming',
      'Duration 30 days',
      'Purchase date Oct 27, 2026',
      'Expiry date Nov 26, 2026',
      'Content fee (to the author) €8.00',
      'Distribution fee: Music streaming €2.00',
      'Total paid €10.00',
      result.fingerprint,
      'Sample: not verifiable',
      'This is a sample: a demonstration record kept by your browser',
      'Page 1 of 1',
    ]) {
      expect(content).toContain(expected);
    }
    // The samples record no commission, so none is listed; and nothing was replaced.
    expect(content).not.toContain('commission (7%)');
    expect(content).not.toContain('cannot be shown');
    expect(result.replaced).toBe(false);
  });

  it('is in the current language, with its dates and amounts', async () => {
    const result = await build(book, 'pt-BR');
    expect(result.fileName).toBe('certificado-LIC-SAMPLE-0001.pdf');
    const content = plain((await text(result.blob)).join(' '));
    expect(content).toContain('Certificado de licença');
    expect(content).toContain('Obra O Conhecimento Livre');
    expect(content).toContain('Plataformas E-book, Loja de aplicativos');
    expect(content).toContain('Data de expiração Nenhuma: esta licença não termina');
    expect(content).toContain('Total pago € 23,00');
    expect(content).toContain('Exemplo: não verificável');

    const finnish = plain((await text((await build(album, 'fi')).blob)).join(' '));
    expect(finnish).toContain('Lisenssitodistus');
    expect(finnish).toContain('Päättymispäivä 26.11.2026');
    expect(finnish).toContain('Maksettu yhteensä 10,00 €');
  });

  it('lists the commission and every expansion with what it cost', async () => {
    const { license: expanded } = applyExpansion(
      album,
      { duration: 'lifetime', addPlatforms: [platformFee('ebook')] },
      NOW,
    );
    const content = plain((await text((await build(expanded, 'en')).blob)).join(' '));
    expect(content).toContain('Marketplace commission (7%) €0.91');
    expect(content).toContain('Expansions');
    expect(content).toContain('Added E-book (€1.00)');
    expect(content).toContain('Duration changed from 30 days to Lifetime');
    expect(content).toContain('Now without an end date');
    // 20.00 − 8.00 = 12.00 content, 1.00 e-book, 7 % of 13.00 = 0.91: 13.91.
    expect(content).toContain('Paid €13.91 (content fee difference €12.00; commission €0.91)');
    expect(content).toContain('Expiry date None: this licence does not end');
  });

  it('draws names outside WinAnsi with the embedded Unicode font, and says what it replaced', async () => {
    const record = license({
      workTitle: 'Война и мир',
      author: 'Лев Толстой',
      licensee: 'Łukasz Żółć 😀',
    });
    const result = await build(record, 'en');
    const content = (await text(result.blob)).join(' ');
    expect(content).toContain('Война и мир');
    expect(content).toContain('Лев Толстой');
    expect(content).toContain('Łukasz Żółć ?');
    expect(result.replaced).toBe(true);
    expect(content).toContain('Some characters in the texts above cannot be shown');
    // The fingerprint covers the record as stored, emoji included.
    expect(result.fingerprint).toBe(await sha256Hex(canonicalJson(record)));
  });

  it('still makes the certificate when the Unicode font cannot be loaded', async () => {
    const result = await build(license({ licensee: 'Жанна' }), 'en', failingFont);
    const content = (await text(result.blob)).join(' ');
    expect(content).toContain('Licensee ?????');
    expect(content).toContain('cannot be shown');
  });

  it('does not load the Unicode font when every text fits the standard fonts', async () => {
    let loaded = 0;
    const result = await build(album, 'et', async () => {
      loaded++;
      return loadFont();
    });
    expect(loaded).toBe(0);
    const raw = new TextDecoder('latin1').decode(await result.blob.arrayBuffer());
    expect(raw).not.toContain('DejaVuSans');
    // Only the fonts it uses are listed, not all fourteen standard ones.
    expect(raw).not.toContain('/Times-Roman');
    expect(raw).toContain('/Helvetica');

    const unicode = await build(license({ licensee: 'Жанна' }), 'et');
    const rawUnicode = new TextDecoder('latin1').decode(await unicode.blob.arrayBuffer());
    expect(rawUnicode).toContain('/BaseFont /DejaVuSans');
    expect(rawUnicode).toContain('/FontFile2');
  });

  it('flows onto more pages, numbered, when the history is long', async () => {
    let record = license({
      duration: '30-days',
      purchaseDate: new Date(NOW.getTime() - 2 * DAY_MS).toISOString(),
      expiryDate: new Date(NOW.getTime() + 28 * DAY_MS).toISOString(),
      distributionFees: [{ platform: 'music-streaming', fee: 50 }],
    });
    // Many small expansions, as a long-lived license may collect.
    for (const platform of ['ebook', 'video-streaming', 'app-store'] as const) {
      record = applyExpansion(record, { addPlatforms: [platformFee(platform)] }, NOW).license;
    }
    record = { ...record, history: [...record.history, ...record.history, ...record.history] };
    record = { ...record, history: [...record.history, ...record.history, ...record.history] };
    const content = certificateContent(entryOf(record), {
      t: translator('en'),
      language: 'en',
      now: NOW,
      fingerprint: 'f'.repeat(64),
      platformName: (id) => id,
      verifyUrl: null,
      keysUrl: 'https://fair.example/api/keys',
    });
    const rendered = await renderCertificate(content);
    const pages = await pdfPages(rendered.bytes);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
    expect(pages.at(-1)).toContain('f'.repeat(64));
  });

  it('of a record of the previous version says no server vouches for it', async () => {
    const content = plain((await text((await build(license(), 'en')).blob)).join(' '));
    expect(content).toContain('No server recorded this licence or vouches for it');
    expect(content).not.toContain('Sample');
  });

  it('of a licence on the marketplace: its code, the QR code of its verification address, the signature over the signed record', async () => {
    const marketplace = marketplaceAt();
    const kept = await bought(marketplace, { licensee: 'Åsa Öberg' });
    const copy = kept.copy;
    if (!copy) throw new Error('no copy');
    const entry: LicenceEntry = {
      kind: 'marketplace',
      key: kept.key,
      copy,
      copiedAt: kept.copiedAt,
      facts: factsOfServer(copy),
    };
    const result = await build(entry, 'en');
    expect(result.fileName).toBe(`certificate-${copy.code}.pdf`);
    expect(result.fingerprint).toBe(copy.certificate.fingerprint);
    const content = plain((await text(result.blob)).join(' '));
    for (const expected of [
      `Verification code ${copy.code}`,
      `Licence ID ${copy.id}`,
      'Work Tessera: Offline Maps Toolkit',
      'Licensee Åsa Öberg',
      `Check this licence at https://fair.example/en/verificar?code=${copy.code}`,
      'Total paid €16.59',
      copy.certificate.fingerprint,
      'Signature of the marketplace',
      `with its Ed25519 key “${copy.certificate.kid}”, published at https://fair.example/api/keys`,
      'shows the licence as the marketplace records it',
    ]) {
      expect(content).toContain(expected);
    }
    // The signature and the signed record are printed whole, cut into lines.
    const joined = content.replace(/ /g, '');
    expect(joined).toContain(copy.certificate.signature);
    expect(joined).toContain(copy.certificate.canonical.replace(/ /g, ''));
    expect(content).not.toContain('No server recorded');
  });

  it('draws the QR code of the verification address, module by module', async () => {
    const url = 'https://fair.example/en/verificar?code=K7QM-2RTA-9XWB';
    const matrix = await qrMatrix(url);
    expect(matrix.size).toBeGreaterThanOrEqual(29);
    // The three finder patterns: dark corners.
    expect(matrix.dark(0, 0)).toBe(true);
    expect(matrix.dark(0, matrix.size - 1)).toBe(true);
    expect(matrix.dark(matrix.size - 1, 0)).toBe(true);
    expect(matrix.dark(7, 7)).toBe(false);
  });
});
