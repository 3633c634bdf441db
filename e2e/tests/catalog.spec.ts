import { expectNoAxeViolations } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  amountsOf,
  cards,
  catalog,
  commissionOf,
  deployedCatalogue,
  expectedIds,
  openCatalogue,
  resultCount,
  shownIds,
  storedKeys,
  type CatalogueWork,
} from '../support/catalog';
import { address, expectMounted, mountedRemote, remoteBase } from '../support/site';

/** The catalogue's controls, by their labels in pt-BR (the default language). */
const controls = (page: Page) => {
  const form = catalog(page).getByRole('search', { name: 'Buscar no catálogo' });
  return {
    search: form.getByRole('searchbox', { name: 'Buscar' }),
    type: form.getByRole('combobox', { name: 'Tipo' }),
    language: form.getByRole('combobox', { name: 'Idioma' }),
    sort: form.getByRole('combobox', { name: 'Ordenar por' }),
  };
};

let works: CatalogueWork[];
test.beforeAll(async ({ request }) => {
  works = await deployedCatalogue(request);
  expect(works.length).toBeGreaterThanOrEqual(12);
});

test.describe('search', () => {
  test('matches title or author ignoring case and accents, and goes into the URL', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openCatalogue(page);
    const { search } = controls(page);

    await search.fill('joao');
    const joao = expectedIds(works, { q: 'joão' });
    expect(joao.length).toBeGreaterThan(0);
    await expect.poll(() => shownIds(page)).toEqual(joao);
    await expect(cards(page).first()).toContainText('João');
    await expect(resultCount(page)).toHaveText(
      joao.length === 1 ? '1 obra' : `${joao.length} obras`,
    );
    await expect(page).toHaveURL('/?q=joao');

    await search.fill('SÕRMUS');
    await expect.poll(() => shownIds(page)).toEqual(expectedIds(works, { q: 'sormus' }));
    await search.fill('korvemaa');
    await expect.poll(() => shownIds(page)).toEqual(expectedIds(works, { q: 'Kõrvemaa' }));

    // Any input: symbols, emoji and 10 000 characters never break the page.
    for (const odd of ['(.*)[\\', '🎵🎶', 'ação '.repeat(2000)]) {
      await search.fill(odd);
      await expect(resultCount(page)).toBeVisible();
    }
    await expect(catalog(page).getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('filters', () => {
  test('type alone', async ({ page }) => {
    await openCatalogue(page);
    await controls(page).type.selectOption('music');
    await expect.poll(() => shownIds(page)).toEqual(expectedIds(works, { type: 'music' }));
    for (const badge of await cards(page).locator('.mf-catalog__badge').allTextContents()) {
      expect(badge).toBe('Música');
    }
    await expect(page).toHaveURL('/?type=music');
  });

  test('language alone', async ({ page }) => {
    await openCatalogue(page);
    await controls(page).language.selectOption('fi');
    const finnish = expectedIds(works, { lang: 'fi' });
    expect(finnish.length).toBeGreaterThan(1);
    await expect.poll(() => shownIds(page)).toEqual(finnish);
    await expect(page).toHaveURL('/?lang=fi');
    // The languages are named in the interface language.
    await expect(controls(page).language.locator('option:checked')).toHaveText(/finland[eê]s/i);
  });

  test('search, type and language combine with AND', async ({ page }) => {
    await openCatalogue(page);
    const { search, type, language } = controls(page);
    await type.selectOption('books');
    await language.selectOption('pt-BR');
    await expect
      .poll(() => shownIds(page))
      .toEqual(expectedIds(works, { type: 'books', lang: 'pt-BR' }));
    await search.fill('calculo');
    const combined = expectedIds(works, { q: 'cálculo', type: 'books', lang: 'pt-BR' });
    expect(combined).toHaveLength(1);
    await expect.poll(() => shownIds(page)).toEqual(combined);
    await type.selectOption('music');
    await expect(catalog(page).getByRole('heading', { name: /Nenhuma obra/ })).toBeVisible();
    await expect(page).toHaveURL('/?q=calculo&type=music&lang=pt-BR');
  });

  test('a shared URL opens the same view, which survives a reload', async ({ page }) => {
    await openCatalogue(page, '/?q=a&type=music&sort=price-desc');
    const { search, type, language, sort } = controls(page);
    await expect(search).toHaveValue('a');
    await expect(type).toHaveValue('music');
    await expect(language).toHaveValue('');
    await expect(sort).toHaveValue('price-desc');
    const expected = expectedIds(works, { q: 'a', type: 'music' });
    await expect.poll(() => shownIds(page)).toEqual(expected);

    const totals = async () => (await amountsOf(catalog(page).locator('.mf-catalog__grid'))).total;
    const before = await totals();
    expect(before).toEqual([...before].sort((x, y) => y - x));

    await page.reload();
    await expectMounted(page, 'mf_catalog');
    await expect(controls(page).type).toHaveValue('music');
    await expect(controls(page).search).toHaveValue('a');
    await expect.poll(() => shownIds(page)).toEqual(expected);
    expect(await totals()).toEqual(before);
  });

  test('sorting by title follows the language; newest first is the default', async ({ page }) => {
    await openCatalogue(page);
    const newest = [...works].sort((a, b) => b.addedOn.localeCompare(a.addedOn))[0];
    await expect(cards(page).first()).toHaveAttribute('data-work-id', newest?.id ?? '');
    await controls(page).sort.selectOption('title');
    const titles = await cards(page).getByRole('heading').allTextContents();
    expect(titles).toEqual([...titles].sort(new Intl.Collator('pt-BR').compare));
    await expect(page).toHaveURL('/?sort=title');
  });
});

test.describe('empty state', () => {
  test('says nothing matches and clears the filters', async ({ page }) => {
    await openCatalogue(page, '/?q=zzzzqqq&lang=et&sort=title');
    const empty = catalog(page).locator('.mf-catalog__empty');
    await expect(empty.getByRole('heading')).toHaveText('Nenhuma obra corresponde à sua busca');
    await expect(resultCount(page)).toHaveText('Nenhuma obra');
    await empty.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page).toHaveURL('/?sort=title');
    await expect(cards(page)).toHaveCount(works.length);
    await expect(controls(page).search).toBeFocused();
    await expect(controls(page).search).toHaveValue('');
    await expect(controls(page).language).toHaveValue('');
  });
});

test.describe('cards', () => {
  for (const language of ['pt-BR', 'en'] as const) {
    test(`every card's amounts add up (${language})`, async ({ page }) => {
      await openCatalogue(page, address('home', language));
      await expect(cards(page)).toHaveCount(works.length);
      for (const card of await cards(page).all()) {
        const id = await card.getAttribute('data-work-id');
        const work = works.find((candidate) => candidate.id === id);
        expect(work, `card ${id}`).toBeDefined();
        const { content, distribution, commission, total } = await amountsOf(card);
        expect(content, `${id}: the listed content fee`).toEqual([work?.contentFee]);
        expect(distribution, `${id}: one default platform`).toHaveLength(1);
        const subtotal = (content[0] ?? 0) + (distribution[0] ?? 0);
        expect(commission, `${id}: 7 % half up`).toEqual([commissionOf(subtotal)]);
        expect(total, `${id}: the parts add up`).toEqual([subtotal + (commission[0] ?? 0)]);
        // Type badge, title, author, description in the work's own language, Buy now.
        await expect(card.locator('.mf-catalog__badge')).not.toBeEmpty();
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(work?.title ?? '');
        await expect(card).toContainText(work?.author ?? '');
        await expect(card.locator(`p[lang="${work?.language}"]`)).toHaveText(
          work?.description ?? '',
        );
        await expect(card.getByRole('button', { name: /./ })).toBeVisible();
      }
    });
  }
});

test.describe('purchase', () => {
  const flows = [
    {
      language: 'pt-BR',
      workId: 'calculo-i-araujo',
      buy: 'Comprar agora',
      heading: 'Comprar licença',
      licensee: 'Nome do licenciado',
      required: 'Informe o nome do licenciado.',
      confirm: 'Confirmar compra',
      bought: 'Sua licença está pronta',
      lost: 'não pode ser recuperada se você a perder',
      download: 'Baixar a chave',
      myLicences: 'Abrir Minhas licenças',
      approximate: /^aprox\.\sR\$\s[\d.]+,\d{2}$/,
      name: 'Conceição Araújo',
    },
    {
      language: 'en',
      workId: 'sanger-fran-skargarden',
      buy: 'Buy now',
      heading: 'Buy a licence',
      licensee: 'Licensee name',
      required: 'Enter the licensee’s name.',
      confirm: 'Confirm purchase',
      bought: 'Your licence is ready',
      lost: 'it cannot be recovered if you lose it',
      download: 'Download the key',
      myLicences: 'Open My licences',
      approximate: /^approx\.\s\$[\d,]+\.\d{2}$/,
      name: 'Väinö Öberg & Co.',
    },
  ] as const;

  for (const flow of flows) {
    test(`end to end: the marketplace's price, the key shown once, to My licences (${flow.language})`, async ({
      page,
    }) => {
      await openCatalogue(page, address('home', flow.language));
      const work = works.find((candidate) => candidate.id === flow.workId);
      if (!work) throw new Error(`${flow.workId} is not in the catalogue`);

      const buy = catalog(page).getByRole('button', { name: `${flow.buy} ${work.title}` });
      await buy.click();
      await expect(
        page.getByRole('dialog', { name: `${flow.heading} ${work.title}` }),
      ).toBeVisible();
      // Once bought, the dialog is named by its new heading: it is found by its role from here.
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('[data-amount="approximate"]')).toHaveText(flow.approximate);
      const before = await storedKeys(page);

      // A refused empty name: a message tied to the field, which gets the focus.
      const name = dialog.getByRole('textbox', { name: flow.licensee });
      await name.fill('   ');
      await dialog.getByRole('button', { name: flow.confirm }).click();
      await expect(dialog.getByText(flow.required)).toBeVisible();
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(new RegExp(flow.required.replace('.', '\\.')));

      // Two platforms when the work has them, 30 days: the marketplace's quote adds up.
      const checkboxes = dialog.getByRole('checkbox');
      if ((await checkboxes.count()) > 1) await checkboxes.nth(1).check();
      await dialog.getByRole('radio').first().check();
      // 30 days: 40 % of the listed fee, half up (the price the marketplace sends back).
      const content = Math.floor((work.contentFee * 40 + 50) / 100);
      await expect
        .poll(async () => (await amountsOf(dialog.locator('.mf-catalog__breakdown'))).content)
        .toEqual([content]);
      const shown = await amountsOf(dialog.locator('.mf-catalog__breakdown'));
      const subtotal = content + shown.distribution.reduce((sum, fee) => sum + fee, 0);
      expect(shown.commission).toEqual([commissionOf(subtotal)]);
      expect(shown.total).toEqual([subtotal + (shown.commission[0] ?? 0)]);

      await name.fill(flow.name);
      await dialog.getByRole('button', { name: flow.confirm }).click();
      await expect(dialog.getByRole('heading', { name: flow.bought })).toBeFocused();
      const key = (await dialog.getByTestId('licence-key').innerText()).trim();
      const code = (await dialog.getByTestId('licence-code').innerText()).trim();
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      await expect(dialog).toContainText(flow.lost);

      // Download gives a file of this key, which My licences imports anywhere.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: flow.download }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`fair-licensing-key-${code}.json`);
      const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
        licences: { key: string; code: string }[];
      };
      expect(file.licences).toEqual([{ key, code, work: work.title }]);

      // The browser keeps the key, with the server's copy.
      const after = await storedKeys(page);
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toMatchObject({
        key,
        copy: { code, licensee: flow.name, work: { title: work.title } },
      });

      await dialog.getByRole('link', { name: flow.myLicences }).click();
      await expect(page).toHaveURL(address('myLicenses', flow.language));
      await expectMounted(page, 'mf_licenses');
      const card = mountedRemote(page, 'mf_licenses').getByRole('article', { name: work.title });
      await expect(card).toContainText(code);
      await expect(card).toContainText(flow.name);
    });
  }

  test('Escape and Cancel close the dialog and give the focus back to Buy now', async ({
    page,
  }) => {
    await openCatalogue(page);
    const buy = catalog(page)
      .getByRole('button', { name: /^Comprar agora/ })
      .first();
    await buy.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(buy).toBeFocused();

    await buy.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(buy).toBeFocused();
  });

  test('at least one platform is required', async ({ page }) => {
    await openCatalogue(page);
    await catalog(page)
      .getByRole('button', { name: /^Comprar agora/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const platforms = dialog.getByRole('group', { name: 'Plataformas' });
    for (const box of await platforms.getByRole('checkbox').all()) await box.uncheck();
    await expect(platforms.getByText('Escolha pelo menos uma plataforma.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nome do licenciado' }).fill('Ana');
    await dialog.getByRole('button', { name: 'Confirmar compra' }).click();
    await expect(dialog).toBeVisible();
    await expect(platforms.getByRole('checkbox').first()).toBeFocused();
  });

  test('when the storage is full, the licence is bought and the key shown, never reported as kept', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key.startsWith('fair-licensing.keys')) {
          throw new DOMException('denied', 'QuotaExceededError');
        }
        setItem.call(this, key, value);
      };
    });
    await openCatalogue(page);
    await catalog(page)
      .getByRole('button', { name: /^Comprar agora/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'está cheio: suas últimas alterações valem só para esta visita',
    );
    await dialog.getByRole('textbox', { name: 'Nome do licenciado' }).fill('Ana');
    await dialog.getByRole('button', { name: 'Confirmar compra' }).click();
    await expect(dialog.getByTestId('licence-key')).toBeVisible();
    await expect(dialog).toContainText(
      'Este navegador não consegue guardar a chave: copie-a ou baixe-a agora',
    );
    expect(await storedKeys(page)).toEqual([]);
  });

  for (const language of ['pt-BR', 'en'] as const) {
    test(`the open dialog passes axe, before and after the purchase (${language})`, async ({
      page,
    }) => {
      // Two runs of axe on a busy machine.
      test.setTimeout(60_000);
      await openCatalogue(page, address('home', language));
      await catalog(page).locator('.mf-catalog__buy').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[data-amount="total"]')).toBeVisible();
      // With the messages of a refused submit on screen too.
      await dialog.getByRole('button', { name: /Confirm/ }).click();
      await expect(dialog.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, 'dialog');
      await dialog.getByRole('textbox').fill('Axe Tester');
      await dialog.getByRole('button', { name: /Confirm/ }).click();
      await expect(dialog.getByTestId('licence-key')).toBeVisible();
      await expectNoAxeViolations(page, 'dialog');
    });
  }
});

test.describe('faults', () => {
  test('a malformed catalogue file shows a translated error with Retry, which recovers', async ({
    page,
  }) => {
    const broken = (route: import('@playwright/test').Route) =>
      route.fulfill({
        status: 200,
        headers: { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' },
        body: '{ "version": 1, "works": [ { "id": ',
      });
    const file = `${await remoteBase('mf_catalog')}catalogue.json`;
    await page.route(file, broken);
    await page.goto('/');
    await expectMounted(page, 'mf_catalog');
    const alert = catalog(page).getByRole('alert');
    await expect(alert).toContainText('Não foi possível mostrar o catálogo');
    // The hero is still there: nothing blank.
    await expect(catalog(page).getByRole('link', { name: 'Autores' })).toBeVisible();

    await page.unroute(file, broken);
    await catalog(page).getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(cards(page)).toHaveCount(works.length);
    await expect(alert).toHaveCount(0);
  });

  test('the data comes from the remote’s own origin', async ({ page }) => {
    const requested = page.waitForRequest(`${await remoteBase('mf_catalog')}catalogue.json`);
    await page.goto('/');
    await requested;
    await expect(cards(page)).toHaveCount(works.length);
  });
});

test.describe('hero', () => {
  test('links the three audiences', async ({ page }) => {
    await openCatalogue(page);
    for (const [name, path] of [
      ['Autores', '/autores'],
      ['Distribuidores', '/distribuidores'],
      ['Usuários', '/usuarios'],
    ] as const) {
      await expect(catalog(page).getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        path,
      );
    }
    await catalog(page).getByRole('link', { name: 'Distribuidores', exact: true }).click();
    await expect(page).toHaveURL('/distribuidores');
    await expectMounted(page, 'mf_audiences');
  });
});
