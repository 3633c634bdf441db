import { expectNoAxeViolations } from '../support/axe';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { sampleLicenses } from '@fair/shared';
import {
  BASE_URL,
  expectMounted,
  languagePrefix,
  mountedRemote,
  switchLanguage,
  type Language,
} from '../support/site';

const PATH = '/minhas-licencas';
const LICENSES_KEY = 'fair-licensing.licenses';
const SET_ASIDE_PREFIX = 'fair-licensing.licenses.unreadable';
const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Helpers

/** Intl separates money with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function licensesPage(page: Page) {
  const area = mountedRemote(page, 'mf_licenses');
  return {
    area,
    card: (title: string) => area.getByRole('article', { name: title }),
    summary: (testId: string) => area.getByTestId(testId).locator('.summary__value'),
    toasts: page.locator('.toast-layer'),
  };
}

async function open(page: Page, language: Language, path = PATH) {
  const prefix = languagePrefix(language);
  await page.goto(prefix ? `/${prefix}${path}` : path);
  await expectMounted(page, 'mf_licenses');
  return licensesPage(page);
}

/** Writes the store before the page's first script runs, once per tab (not again on reload). */
async function seedStore(page: Page, raw: string) {
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e-store-seeded')) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('e2e-store-seeded', '1');
    },
    [LICENSES_KEY, raw] as const,
  );
}

/** A license as the catalogue's purchase creates it (a valid store record). */
function boughtLicense(overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    id: 'LIC-20261120-5E7A11C0',
    workId: 'design-studio',
    workTitle: 'Design Studio',
    author: 'Lena Virtanen',
    type: 'software',
    licensee: 'Ana Souza',
    purchaseDate: new Date(now - 2 * DAY_MS).toISOString(),
    duration: '1-year',
    expiryDate: new Date(now + 363 * DAY_MS).toISOString(),
    listedContentFee: 2500,
    contentFee: 1750,
    distributionFees: [{ platform: 'app-store', fee: 150 }],
    commission: 133,
    history: [],
    ...overrides,
  };
}

/** The two seed samples, dated from now as the store dates them. */
const samples = () => sampleLicenses(new Date());

const storeDocument = (licenses: unknown[]) => JSON.stringify({ version: 1, licenses });

/** The lines of a price split: [label, amount] pairs, as a reader sees them (notes aside). */
async function breakdown(split: Locator): Promise<string[][]> {
  return split
    .locator('.price-split__row')
    .evaluateAll((rows) =>
      rows.map((row) => [
        (row.querySelector('.price-split__label')?.firstChild ?? row.querySelector('dt'))
          ?.textContent ?? '',
        (row.querySelector('dd')?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '),
      ]),
    );
}

/** JSON with sorted keys and no spaces (RFC 8785 for these records), as the certificate says. */
function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, child]) => child !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child)}`).join(',')}}`;
}

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
function pdfText(pdf: Buffer): string {
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

async function downloaded(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

// ---------------------------------------------------------------------------------------------

test.describe('My Licenses: a first visit', () => {
  test('pt-BR: the two samples, the music one Expirando, and € 33,00 invested', async ({
    page,
  }) => {
    const { area, card, summary } = await open(page, 'pt-BR');
    await expect(area.getByRole('heading', { level: 1 })).toHaveText('Minhas licenças');
    await expect(summary('summary-total')).toHaveText('2');
    await expect(summary('summary-in-force')).toHaveText('2');
    expect(plain(await summary('summary-invested').innerText())).toBe('€ 33,00');
    await expect(area.getByRole('article')).toHaveCount(2);

    const album = card('Canções do Cerrado');
    await expect(album.locator('.status-badge')).toHaveText('Situação: Expirando');
    await expect(album.getByText('Expira em')).toBeVisible();
    // Dates in the language's own format: "26 de nov. de 2026".
    await expect(album.locator('time').nth(1)).toHaveText(/^\d{1,2} de [a-zç]+\.? de \d{4}$/);
    await expect(album.getByRole('button', { name: 'Tornar vitalícia' })).toBeVisible();

    const book = card('O Conhecimento Livre');
    await expect(book.locator('.status-badge')).toHaveText('Situação: Ativa');
    await expect(book.getByText('Expira em')).toHaveCount(0);
    await expect(book.getByRole('button', { name: 'Tornar vitalícia' })).toHaveCount(0);
    await expect(book.locator('.chip')).toHaveText(['E-book', 'Loja de aplicativos']);
    expect(await breakdown(book.locator('.license-card__costs .price-split'))).toEqual([
      ['Taxa de conteúdo', '€ 15,00'],
      ['Taxa de distribuição: E-book', '€ 5,00'],
      ['Taxa de distribuição: Loja de aplicativos', '€ 3,00'],
      ['Total pago', '€ 23,00'],
    ]);
  });

  test('en: Expiring, Active and €33.00', async ({ page }) => {
    const { card, summary } = await open(page, 'en');
    await expect(summary('summary-invested')).toHaveText('€33.00');
    await expect(card('Canções do Cerrado').locator('.status-badge')).toHaveText(
      'Status: Expiring',
    );
    await expect(card('O Conhecimento Livre').locator('.status-badge')).toHaveText(
      'Status: Active',
    );
    await expect(card('Canções do Cerrado').getByText(/^\(in \d days?\)$/)).toBeVisible();

    // The same page in Finnish: the licenses are the same, in the Finnish way.
    await switchLanguage(page, 'fi');
    await expectMounted(page, 'mf_licenses');
    const { area, summary: finnish } = licensesPage(page);
    await expect(area.getByRole('heading', { level: 1 })).toHaveText('Omat lisenssit');
    expect(plain(await finnish('summary-invested').innerText())).toBe('33,00 €');
    await expect(card('Canções do Cerrado').locator('.status-badge')).toHaveText(
      'Tila: Päättymässä',
    );
    await expect(card('Canções do Cerrado').locator('time').nth(1)).toHaveText(
      /^\d{1,2}\.\d{1,2}\.\d{4}$/,
    );
  });
});

test('a license bought in the catalogue appears here, with its commission', async ({ page }) => {
  await seedStore(page, storeDocument([...samples(), boughtLicense()]));
  const { area, card, summary } = await open(page, 'en');
  await expect(area.getByRole('article')).toHaveCount(3);
  const bought = card('Design Studio');
  await expect(bought.locator('.status-badge')).toHaveText('Status: Active');
  await expect(bought.getByText('Ana Souza')).toBeVisible();
  expect(await breakdown(bought.locator('.license-card__costs .price-split'))).toEqual([
    ['Content fee', '€17.50'],
    ['Distribution fee: App store', '€1.50'],
    ['Marketplace commission (7%)', '€1.33'],
    ['Total paid', '€20.33'],
  ]);
  // 33.00 + 20.33
  await expect(summary('summary-invested')).toHaveText('€53.33');
  await expect(summary('summary-total')).toHaveText('3');
});

test('filters and sort live in the address, and survive a reload', async ({ page }) => {
  await seedStore(page, storeDocument([...samples(), boughtLicense()]));
  const { area } = await open(page, 'en');
  await area.getByLabel('Status').selectOption('expiring');
  await expect(page).toHaveURL(/\/minhas-licencas\?status=expiring$/);
  await expect(area.getByRole('article')).toHaveCount(1);
  await area.getByLabel('Type').selectOption('books');
  await expect(area.getByText('No licence matches these filters.')).toBeVisible();
  await area.getByLabel('Status').selectOption('all');
  await area.getByLabel('Sort by').selectOption('oldest');
  await expect(page).toHaveURL(/\?type=books&sort=oldest$/);
  await page.reload();
  await expectMounted(page, 'mf_licenses');
  await expect(area.getByRole('article')).toHaveCount(1);
  await expect(area.getByLabel('Type')).toHaveValue('books');
  await area.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/minhas-licencas$/);
  await expect(area.getByRole('article')).toHaveCount(3);
});

test.describe('expanding a license', () => {
  test('en: 30 days → lifetime costs the difference, 12.00 + 0.84 = 12.84, and is kept in the history', async ({
    page,
  }) => {
    const { card, summary, toasts } = await open(page, 'en');
    const album = card('Canções do Cerrado');
    await album.getByRole('button', { name: 'Expand licence' }).click();
    const dialog = page.getByRole('dialog', { name: 'Expand licence' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: /Lifetime/ }).check();
    expect(await breakdown(dialog.locator('.expand-dialog__quote'))).toEqual([
      ['Content fee for Lifetime', '€20.00'],
      ['Content fee already paid (30 days)', '€8.00'],
      ['Content fee difference, to the author', '€12.00'],
      ['Marketplace commission (7%)', '€0.84'],
      ['Total to pay', '€12.84'],
    ]);
    await dialog.getByRole('button', { name: 'Confirm for €12.84' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts).toContainText('Canções do Cerrado is now yours for life (€12.84).');

    await expect(album.locator('.history__item')).toHaveCount(1);
    await expect(album.locator('.history__item')).toContainText(
      'Duration changed from 30 days to Lifetime',
    );
    await expect(album.locator('.history__item')).toContainText(
      'Paid €12.84 (content fee difference €12.00; commission €0.84)',
    );
    await expect(album.getByText('Expires')).toHaveCount(0);
    await expect(summary('summary-invested')).toHaveText('€45.84');

    // Kept: it is still there after a reload.
    await page.reload();
    await expectMounted(page, 'mf_licenses');
    await expect(album.locator('.history__item')).toHaveCount(1);
    await expect(summary('summary-invested')).toHaveText('€45.84');
  });

  test('pt-BR: Tornar vitalícia removes the expiry date, and adding a platform costs its fee + 7 %', async ({
    page,
  }) => {
    const { card, summary, toasts } = await open(page, 'pt-BR');
    const album = card('Canções do Cerrado');
    await expect(album.getByText('Expira em')).toBeVisible();
    await album.getByRole('button', { name: 'Tornar vitalícia' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Tornar vitalícia' });
    expect(plain(await upgrade.locator('.price-split__row--total').innerText())).toMatch(
      /Total a pagar\s+€ 12,84/,
    );
    await upgrade.getByRole('button', { name: /Confirmar por € 12,84/ }).click();
    await expect(upgrade).toBeHidden();
    await expect(toasts).toContainText('Canções do Cerrado agora é sua para sempre');
    await expect(album.getByText('Expira em')).toHaveCount(0);
    await expect(album.locator('.status-badge')).toHaveText('Situação: Ativa');
    await expect(album.getByRole('button', { name: 'Tornar vitalícia' })).toHaveCount(0);
    await expect(album.getByText('Agora sem data de término')).toBeVisible();
    // Focus did not get lost with the button that is gone.
    await expect(album.getByRole('heading', { level: 3 })).toBeFocused();

    await album.getByRole('button', { name: 'Ampliar licença' }).click();
    const expand = page.getByRole('dialog', { name: 'Ampliar licença' });
    await expand.getByRole('checkbox', { name: /E-book/ }).check();
    expect(await breakdown(expand.locator('.expand-dialog__quote'))).toEqual([
      ['Taxa de distribuição: E-book', '€ 1,00'],
      ['Comissão do marketplace (7%)', '€ 0,07'],
      ['Total a pagar', '€ 1,07'],
    ]);
    await expand.getByRole('button', { name: /Confirmar por € 1,07/ }).click();
    await expect(album.locator('.chip')).toHaveText(['Streaming de música', 'E-book']);
    await expect(album.locator('.history__item')).toHaveCount(2);
    await expect(album.locator('.history__item').nth(1)).toContainText(
      'E-book adicionada (€ 1,00)',
    );
    // 33.00 + 12.84 + 1.07
    expect(plain(await summary('summary-invested').innerText())).toBe('€ 46,91');
  });

  test('Escape closes the dialog without changing anything, and focus returns', async ({
    page,
  }) => {
    const { card, summary } = await open(page, 'en');
    const button = card('Canções do Cerrado').getByRole('button', { name: 'Upgrade to Lifetime' });
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(summary('summary-invested')).toHaveText('€33.00');
  });
});

test.describe('the certificate', () => {
  test('en: downloads a PDF named after the license, with its id, title, licensee and fingerprint', async ({
    page,
  }) => {
    const { card } = await open(page, 'en');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card('Canções do Cerrado').getByRole('button', { name: 'Download certificate' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('certificate-LIC-SAMPLE-0002.pdf');
    const pdf = await downloaded(download);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Every text fits the standard fonts: the Unicode font was neither fetched nor embedded.
    expect(pdf.toString('latin1')).not.toContain('DejaVuSans');
    const text = pdfText(pdf);
    expect(text).toContain('Licence certificate');
    expect(text).toContain('LIC-SAMPLE-0002');
    expect(text).toContain('Canções do Cerrado');
    expect(text).toContain('Maria da Silva');
    expect(text).toContain('Total paid');
    expect(text).toContain('€10.00');
    expect(text).toContain('No server recorded this licence or vouches for it');

    // The fingerprint is the SHA-256 of the stored record in canonical JSON: recompute it.
    const record = await page.evaluate((key) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        licenses: { id: string }[];
      };
      return stored.licenses.find((license) => license.id === 'LIC-SAMPLE-0002');
    }, LICENSES_KEY);
    const fingerprint = createHash('sha256').update(canonicalJson(record), 'utf8').digest('hex');
    expect(text).toContain(fingerprint);
  });

  test('pt-BR: in the current language; a name outside the standard fonts embeds the Unicode font', async ({
    page,
  }) => {
    await seedStore(page, storeDocument([boughtLicense({ licensee: 'Łukasz Żółć' })]));
    const { card } = await open(page, 'pt-BR');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card('Design Studio').getByRole('button', { name: 'Baixar certificado' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('certificado-LIC-20261120-5E7A11C0.pdf');
    const pdf = await downloaded(download);
    const text = pdfText(pdf);
    expect(text).toContain('Certificado de licença');
    expect(text).toContain('LIC-20261120-5E7A11C0');
    expect(text).toContain('Design Studio');
    expect(text).toContain('Impressão digital SHA-256 do registro da licença');
    // The licensee's name is outside WinAnsi: it is drawn with DejaVu Sans, fetched from the
    // remote's origin and embedded, so nothing had to be replaced and no note says so.
    expect(pdf.toString('latin1')).toContain('/BaseFont /DejaVuSans');
    expect(pdf.toString('latin1')).toContain('/FontFile2');
    expect(text).toContain('Łukasz Żółć');
    expect(text).not.toContain('não podem ser exibidos');
  });
});

test('the empty state: no licenses yet, and a link to the catalogue', async ({ page }) => {
  await seedStore(page, storeDocument([]));
  const { area, summary } = await open(page, 'pt-BR');
  await expect(area.getByRole('heading', { name: 'Você ainda não tem licenças' })).toBeVisible();
  await expect(summary('summary-total')).toHaveText('0');
  const link = area.getByRole('link', { name: 'Explorar o catálogo' });
  await expect(link).toHaveAttribute('href', '/');
  await link.click();
  await expect(page).toHaveURL(new URL('/', BASE_URL).href);
  await expect(mountedRemote(page, 'mf_catalog')).toBeVisible();
});

test.describe('storage faults', () => {
  test('corrupted stored data survives untouched: the page warns and offers it as a download', async ({
    page,
  }) => {
    const garbage = '{"version":1,"licenses":[{"id":"LIC-1","workTitle":"Half a reco';
    await seedStore(page, garbage);
    const { area } = await open(page, 'en');
    await expect(area.getByTestId('storage-unreadable')).toHaveText(
      'Your saved licences could not be read. They were set aside untouched, and the site started a new list.',
    );
    const kept = await page.evaluate((prefix) => {
      const found: Record<string, string | null> = {};
      for (let index = 0; index < localStorage.length; index++) {
        const key = localStorage.key(index);
        if (key?.startsWith(prefix)) found[key] = localStorage.getItem(key);
      }
      return found;
    }, SET_ASIDE_PREFIX);
    expect(Object.values(kept)).toEqual([garbage]);

    const section = area.getByRole('region', { name: 'Unreadable data kept aside' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download a copy' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^fair-licensing-unreadable-.+\.txt$/);
    expect((await downloaded(download)).toString('utf8')).toBe(garbage);

    // Still there after a reload, until the visitor discards it (and confirms).
    await page.reload();
    await expectMounted(page, 'mf_licenses');
    await section.getByRole('button', { name: 'Discard' }).click();
    await page
      .getByRole('dialog', { name: 'Discard this data?' })
      .getByRole('button', { name: 'Discard for good' })
      .click();
    await expect(section).toHaveCount(0);
    expect(
      await page.evaluate((key) => localStorage.getItem(key), Object.keys(kept)[0] ?? ''),
    ).toBeNull();
  });

  test('no storage: a warning that purchases will not be kept, and the page still works', async ({
    page,
  }) => {
    // The browser refuses storage altogether (a privacy setting).
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
    });
    await page.goto(PATH);
    await expectMounted(page, 'mf_licenses');
    const { area, card } = licensesPage(page);
    await expect(area.getByTestId('storage-unavailable')).toHaveText(
      'Seu navegador não está permitindo que este site guarde dados. As compras funcionam nesta visita, mas não serão mantidas depois que você sair.',
    );
    // The samples are there for the visit, and an upgrade works in memory.
    await expect(area.getByRole('article')).toHaveCount(2);
    await card('Canções do Cerrado').getByRole('button', { name: 'Tornar vitalícia' }).click();
    await page.getByRole('button', { name: /Confirmar por € 12,84/ }).click();
    await expect(card('Canções do Cerrado').getByText('Expira em')).toHaveCount(0);
  });

  test('a full storage: the change lasts for the visit and is never reported as kept', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    const { area, card, toasts } = await open(page, 'en');
    await expect(area.getByTestId('storage-unavailable')).toContainText(
      'This browser’s storage for the site is full',
    );
    await card('Canções do Cerrado').getByRole('button', { name: 'Upgrade to Lifetime' }).click();
    await page.getByRole('button', { name: /Confirm for €12.84/ }).click();
    await expect(toasts).toContainText(
      'The change is in effect for this visit, but the browser could not keep it.',
    );
    await expect(card('Canções do Cerrado').getByText('Expires')).toHaveCount(0);
  });

  test('a change made in another tab appears here', async ({ context, page }) => {
    const first = await open(page, 'en');
    await expect(first.area.getByRole('article')).toHaveCount(2);

    const other = await context.newPage();
    const second = await open(other, 'en');
    await second
      .card('Canções do Cerrado')
      .getByRole('button', { name: 'Upgrade to Lifetime' })
      .click();
    await other.getByRole('button', { name: 'Confirm for €12.84' }).click();
    await expect(second.summary('summary-invested')).toHaveText('€45.84');

    // The first tab never reloaded: it hears the storage event.
    await expect(first.summary('summary-invested')).toHaveText('€45.84');
    await expect(first.card('Canções do Cerrado').locator('.history__item')).toHaveCount(1);
    await expect(first.card('Canções do Cerrado').getByText('Expires')).toHaveCount(0);
  });
});

test('restoring the samples asks first and replaces the list', async ({ page }) => {
  await seedStore(page, storeDocument([boughtLicense()]));
  const { area, toasts } = await open(page, 'en');
  await expect(area.getByRole('article')).toHaveCount(1);
  await area.getByRole('button', { name: 'Restore the sample licences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore the sample licences?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Replace with the samples' }).click();
  await expect(area.getByRole('article')).toHaveCount(2);
  await expect(toasts).toContainText('The sample licences were restored.');
});

test.describe('accessibility with the expand dialog open (axe)', () => {
  for (const language of ['pt-BR', 'en'] as const) {
    test(language, async ({ page }) => {
      const { card } = await open(page, language);
      await card('Canções do Cerrado').locator('.license-card__actions button').nth(1).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('checkbox').first().check();
      await expect(dialog.locator('.expand-dialog__quote')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test('licenses move to another browser through an exported file @smoke', async ({
  page,
  browser,
}) => {
  const seed = samples();
  await seedStore(page, storeDocument([...seed, boughtLicense()]));
  const { area } = await open(page, 'en');
  const downloading = page.waitForEvent('download');
  await area.getByRole('button', { name: 'Export licences' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fair-licensing-licenses-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();

  // Another browser, with only the two samples: the file adds the one it lacks.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await seedStore(elsewhere, storeDocument(seed));
  const mine = await open(elsewhere, 'pt-BR');
  await expect(mine.area.getByRole('article')).toHaveCount(2);
  await elsewhere.locator('.transfer input[type="file"]').setInputFiles(file);
  await expect(elsewhere.getByTestId('import-result')).toContainText('1 licença adicionada.');
  await expect(elsewhere.getByTestId('import-result')).toContainText(
    '2 já estavam aqui e foram ignoradas.',
  );
  await expect(mine.card('Design Studio')).toBeVisible();
  await elsewhere.reload();
  await expectMounted(elsewhere, 'mf_licenses');
  await expect(mine.area.getByRole('article')).toHaveCount(3);
  await other.close();
});
