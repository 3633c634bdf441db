import { expectNoAxeViolations } from '../support/axe';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sampleLicenses } from '@fair/shared';
import { buyButton, KEYS_KEY, storedKeys, type CatalogueWork } from '../support/catalog';
import { buyThroughApi, keysDocument, seedKeys, seedStorage } from '../support/marketplace';
import { downloaded, pdfText, plain } from '../support/pdf';
import {
  BASE_URL,
  expectMounted,
  languagePrefix,
  mountedRemote,
  switchLanguage,
  type Language,
} from '../support/site';

const PATH = '/minhas-licencas';
const SET_ASIDE_PREFIX = 'fair-licensing.keys.unreadable';

// ---------------------------------------------------------------------------------------------
// Helpers

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

/** The two seed samples, dated from now as the store dates them. */
const samples = () => sampleLicenses(new Date());

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

// ---------------------------------------------------------------------------------------------
test.describe('My licences: a first visit', () => {
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
    // The samples are demonstration records of this browser, and say so.
    await expect(album.getByTestId('sample-badge')).toHaveText('Exemplo');
    await expect(album.getByText('Expira em')).toBeVisible();
    // Dates in the language's own format: "26 de nov. de 2026".
    await expect(album.locator('time').nth(1)).toHaveText(/^\d{1,2} de [a-zç]+\.? de \d{4}$/);
    await expect(album.getByRole('button', { name: 'Tornar vitalícia' })).toBeVisible();

    const book = card('O Conhecimento Livre');
    await expect(book.locator('.status-badge')).toHaveText('Situação: Ativa');
    await expect(book.getByText('Expira em')).toHaveCount(0);
    await expect(book.getByRole('button', { name: 'Tornar vitalícia' })).toHaveCount(0);
    await expect(book.locator('.chip')).toHaveText(['E-book', 'Loja de aplicativos']);
    await expect
      .poll(() => breakdown(book.locator('.license-card__costs .price-split')))
      .toEqual([
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

test('a licence bought on the marketplace is read from it by its key, with its code and commission', async ({
  page,
  request,
}) => {
  const bought = await buyThroughApi(request, {
    workId: 'fargrum',
    platforms: ['app-store'],
    duration: '1-year',
    licensee: 'Ana Souza',
  });
  await seedKeys(page, [bought], samples());
  const { area, card, summary } = await open(page, 'en');
  await expect(area.getByRole('article')).toHaveCount(3);
  const item = card(bought.licence.work.title);
  await expect(item.locator('.status-badge')).toHaveText('Status: Active');
  await expect(item).toContainText(bought.licence.code);
  await expect(item.getByText('Ana Souza')).toBeVisible();
  // 1 year: 70 % of 30.00 = 21.00, + 1.50 = 22.50; 7 % = 1.575 → 1.58: 24.08.
  expect(await breakdown(item.locator('.license-card__costs .price-split'))).toEqual([
    ['Content fee', '€21.00'],
    ['Distribution fee: App store', '€1.50'],
    ['Marketplace commission (7%)', '€1.58'],
    ['Total paid', '€24.08'],
  ]);
  await expect(summary('summary-invested')).toHaveText('€57.08');
  await expect(item.getByRole('link', { name: 'Verify' })).toHaveAttribute(
    'href',
    `/en/verificar?code=${bought.licence.code}`,
  );
});

test('filters and sort live in the address, and survive a reload', async ({ page }) => {
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
    await expect
      .poll(() => breakdown(dialog.locator('.expand-dialog__quote')))
      .toEqual([
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
    await expect
      .poll(() => breakdown(expand.locator('.expand-dialog__quote')))
      .toEqual([
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
  test('of a sample: marked as one, not verifiable, with the fingerprint of its record', async ({
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
    expect(pdf.toString('latin1')).not.toContain('DejaVuSans');
    const text = pdfText(pdf);
    expect(text).toContain('Licence certificate');
    expect(text).toContain('Sample: not verifiable');
    expect(text).toContain('LIC-SAMPLE-0002');
    expect(text).toContain('Maria da Silva');
    expect(text).toContain('€10.00');
    expect(text).not.toContain('verificar?code=');
    // The fingerprint is the SHA-256 of the stored record in canonical JSON: recompute it.
    const record = await page.evaluate((key) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        samples: { id: string }[];
      };
      return stored.samples.find((sample) => sample.id === 'LIC-SAMPLE-0002');
    }, KEYS_KEY);
    const fingerprint = createHash('sha256').update(canonicalJson(record), 'utf8').digest('hex');
    expect(text).toContain(fingerprint);
  });

  test('pt-BR, of a licence on the marketplace: code, QR address, signature; a name outside the standard fonts embeds the Unicode font', async ({
    page,
    request,
  }) => {
    const bought = await buyThroughApi(request, {
      workId: 'tessera-maps',
      platforms: ['app-store'],
      duration: 'lifetime',
      licensee: 'Łukasz Żółć',
    });
    await seedKeys(page, [bought]);
    const { card } = await open(page, 'pt-BR');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card(bought.licence.work.title).getByRole('button', { name: 'Baixar certificado' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`certificado-${bought.licence.code}.pdf`);
    const pdf = await downloaded(download);
    const text = pdfText(pdf);
    expect(text).toContain('Certificado de licença');
    expect(text).toContain(`Código de verificação`);
    expect(text).toContain(bought.licence.code);
    expect(text).toContain(`${BASE_URL}/verificar?code=${bought.licence.code}`);
    expect(text).toContain('Assinatura do marketplace');
    expect(text).toContain(bought.licence.certificate.fingerprint);
    const joined = text.replace(/\s+/g, '');
    expect(joined).toContain(bought.licence.certificate.signature);
    expect(pdf.toString('latin1')).toContain('/BaseFont /DejaVuSans');
    expect(text).toContain('Łukasz Żółć');
  });
});

test('the empty state: no licences yet, and a link to the catalogue', async ({ page }) => {
  await seedStorage(page, { [KEYS_KEY]: keysDocument([], []) });
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
    const garbage = '{"version":1,"licenses":[{"key":"abc","copy":{"code":"Half a reco';
    await seedStorage(page, { [KEYS_KEY]: garbage });
    const { area } = await open(page, 'en');
    await expect(area.getByTestId('storage-unreadable')).toHaveText(
      'The licence keys kept in this browser could not be read. They were set aside untouched, and the site started a new list.',
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
    expect((await downloaded(download)).toString('utf8')).toBe(garbage);

    await page.reload();
    await expectMounted(page, 'mf_licenses');
    await section.getByRole('button', { name: 'Discard' }).click();
    await page
      .getByRole('dialog', { name: 'Discard this data?' })
      .getByRole('button', { name: 'Discard for good' })
      .click();
    await expect(section).toHaveCount(0);
  });

  test('no storage: a warning that keys will not be kept, and the page still works', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
    });
    await page.goto(PATH);
    await expectMounted(page, 'mf_licenses');
    const { area, card } = licensesPage(page);
    await expect(area.getByTestId('storage-unavailable')).toContainText(
      'este navegador não vai guardar as chaves das licenças',
    );
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
  });

  test('a licence bought in another tab appears here', async ({ context, page, request }) => {
    const first = await open(page, 'en');
    await expect(first.area.getByRole('article')).toHaveCount(2);
    // A work of the seed, found by its title: the first card may be one another test publishes
    // and withdraws meanwhile.
    const work = (await (await request.get('/api/works/boekhouder')).json()) as CatalogueWork;
    const other = await context.newPage();
    await other.goto(`/en/?q=${encodeURIComponent(work.title)}`);
    await expectMounted(other, 'mf_catalog');
    await buyButton(other, work.title).click();
    const dialog = other.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Licensee name' }).fill('Another Tab');
    await dialog.getByRole('button', { name: 'Confirm purchase' }).click();
    await expect(dialog.getByTestId('licence-key')).toBeVisible();
    // The first tab never reloaded: it hears the storage event.
    await expect(first.area.getByRole('article')).toHaveCount(3);
    await expect(first.area.getByText('Another Tab')).toBeVisible();
  });
});

test('restoring the samples asks first once they changed, and never drops a key', async ({
  page,
  request,
}) => {
  const bought = await buyThroughApi(request, {
    workId: 'boekhouder',
    platforms: ['app-store'],
    duration: 'lifetime',
    licensee: 'Jan de Vries',
  });
  await seedKeys(page, [bought], samples());
  const { area, card, toasts } = await open(page, 'en');
  await card('Canções do Cerrado').getByRole('button', { name: 'Upgrade to Lifetime' }).click();
  await page.getByRole('button', { name: /Confirm for €12.84/ }).click();
  await area.getByRole('button', { name: 'Restore the sample licences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore the sample licences?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Replace with the samples' }).click();
  await expect(toasts).toContainText('The sample licences were restored.');
  await expect(card('Canções do Cerrado').locator('.status-badge')).toHaveText('Status: Expiring');
  await expect(area.getByRole('article')).toHaveCount(3);
  expect((await storedKeys(page)).map((kept) => kept.key)).toEqual([bought.key]);
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

test('licence keys move to another browser through an exported file @smoke', async ({
  page,
  browser,
  request,
}) => {
  const bought = await buyThroughApi(request, {
    workId: 'tallinna-akvarellid',
    platforms: ['ebook'],
    duration: 'lifetime',
    licensee: 'Mari Tamm',
  });
  await seedKeys(page, [bought], samples());
  const { area } = await open(page, 'en');
  await expect(area.getByRole('article', { name: bought.licence.work.title })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await area.getByRole('button', { name: 'Export licence keys' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fair-licensing-keys-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({
    format: 'fair-licensing.licence-keys',
    licences: [{ key: bought.key, code: bought.licence.code }],
  });

  // Another browser, with only the two samples: the file adds the licence, read from the server.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  const mine = await open(elsewhere, 'pt-BR');
  await expect(mine.area.getByRole('article')).toHaveCount(2);
  await elsewhere.locator('.transfer input[type="file"]').setInputFiles(file);
  await expect(elsewhere.getByTestId('import-result')).toContainText('1 licença adicionada.');
  await expect(mine.card(bought.licence.work.title)).toContainText(bought.licence.code);
  await elsewhere.reload();
  await expectMounted(elsewhere, 'mf_licenses');
  await expect(mine.area.getByRole('article')).toHaveCount(3);
  await other.close();
});
