import {
  applyExpansion,
  platformFee,
  sampleLicenses,
  type Language,
  type License,
} from '@fair/shared';
import { i18n } from '@fair/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import dejaVuSans from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?inline';
import { DAY_MS, license, NOW, switchLanguage } from '../test/harness';
import { pdfPages } from '../test/pdf';
import { certificateContent } from './content';
import { buildCertificate } from './downloadCertificate';
import { canonicalJson, sha256Hex } from './fingerprint';
import { renderCertificate } from './render';

// The real font file, read the way the browser reads it (here from an inlined data URL).
const loadFont = async () => (await fetch(dejaVuSans)).arrayBuffer();
const failingFont = () => Promise.reject(new Error('offline'));

function translator(language: Language) {
  return i18n.getFixedT(language, ['licenses', 'common'] as const);
}

async function build(record: License, language: Language, loader = loadFont) {
  await switchLanguage(language);
  return buildCertificate({ license: record, t: translator(language), language, now: NOW }, loader);
}

async function text(blob: Blob): Promise<string[]> {
  return pdfPages(await blob.arrayBuffer());
}

const [book, album] = sampleLicenses(NOW) as [License, License];
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

describe('the certificate', () => {
  beforeAll(() => switchLanguage('en'));

  it('says, in English, everything the product rules §3 list, with the fingerprint of the record', async () => {
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
      'No server recorded this licence or vouches for it',
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
    expect(content).toContain('Nenhum servidor registrou esta licença');

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
    const content = certificateContent(record, {
      t: translator('en'),
      language: 'en',
      now: NOW,
      fingerprint: 'f'.repeat(64),
    });
    const rendered = await renderCertificate(content);
    const pages = await pdfPages(rendered.bytes);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
    expect(pages.at(-1)).toContain('f'.repeat(64));
  });
});
