import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { formatMoney, PAYOUT_DELAY_HOURS, quoteLicense } from '@fair/shared';
import { axeViolations } from '../support/axe';
import { cards, catalog, openCatalogue } from '../support/catalog';
import { layoutProblems } from '../support/layout';
import { addVirtualAuthenticator } from '../support/passkeys';
import {
  address,
  BASE_URL,
  expectMounted,
  mainNavigation,
  mountedRemote,
  type Language,
} from '../support/site';

/**
 * Authors and distributors, for real (mf-studio over the API): passkey accounts made with
 * Chromium's virtual authenticator, a work published and bought, the author's sales, a
 * distributor's fee and API keys; sessions ended elsewhere, a forged Origin, hostile input; the
 * public page without JavaScript, axe and a 320 px phone.
 *
 * The suite's database is fresh each run but shared by its specs (the catalogue's and the
 * marketplace's read it too): every name made here carries this run's mark.
 */
const RUN = randomUUID().slice(0, 8);

/** Intl separates money and dates with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A moment as the pages write it in the browsers of this test (their time zone is UTC). */
const shownMoment = (iso: string | number, language: string) =>
  plain(
    new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(iso)),
  );

const HOUR_MS = 3_600_000;

/** A browser of its own (a device), with a platform authenticator that holds passkeys. */
interface Device {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  authenticator: string;
}

async function newDevice(browser: Browser): Promise<Device> {
  const context = await browser.newContext({ baseURL: BASE_URL, timezoneId: 'UTC' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp, authenticator: await addVirtualAuthenticator(cdp) };
}

/** The passkeys a device's authenticator holds (with their private keys: a synced copy). */
async function passkeysOf(device: Device) {
  const { credentials } = await device.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: device.authenticator,
  });
  return credentials;
}

const studio = (page: Page) => mountedRemote(page, 'mf_studio');

async function open(page: Page, id: 'account' | 'studio' | 'console', language: Language) {
  await page.goto(address(id, language));
  await expectMounted(page, 'mf_studio');
  return studio(page);
}

interface Work {
  id: string;
  title: string;
  contentFee: number;
  platforms: string[];
}

async function findWork(request: APIRequestContext, title: string): Promise<Work | undefined> {
  const response = await request.get(`/api/works?q=${encodeURIComponent(title)}`);
  expect(response.status()).toBe(200);
  const { works } = (await response.json()) as { works: Work[] };
  return works.find((work) => work.title === title);
}

test.describe.serial('authors publish and distributors integrate', () => {
  test.describe.configure({ timeout: 120_000 });

  const distributorName = `Rádio Onda ${RUN}`;
  const platformName = `Onda Play ${RUN}`;
  const authorName = `Ana Autora ${RUN}`;
  const title = `Tidewater ${RUN}`;
  let distributor: Device;
  let author: Device;
  let platformId = '';
  let workId = '';
  const licence = { key: '', code: '', total: 0 };
  /** The passkey made at sign-up, on the author's laptop (a phone later gets a synced copy). */
  let firstPasskey: Awaited<ReturnType<typeof passkeysOf>>[number] | undefined;

  test.afterAll(async () => {
    await distributor?.context.close();
    await author?.context.close();
  });

  test('a distributor signs up in pt-BR with its platform and distribution fee, typed as the language writes it', async ({
    browser,
    request,
  }) => {
    distributor = await newDevice(browser);
    const area = await open(distributor.page, 'account', 'pt-BR');
    await expect(area.getByRole('status').first()).toHaveText('Você não está conectado.');
    await area.getByLabel('Seu nome').fill(distributorName);
    await area.getByLabel(/^Distribuidor/).check();
    await area.getByLabel('Nome da sua plataforma').fill(platformName);
    await area.getByLabel('Sua taxa de distribuição por licença').fill('0,50');
    await area.getByRole('button', { name: 'Criar a conta com uma chave de acesso' }).click();

    // Signed in with one passkey: the page asks for a second one at once, and says why.
    const second = area.getByRole('heading', { name: 'Adicione uma segunda chave de acesso' });
    await expect(second).toBeFocused();
    await expect(area).toContainText('Se você perder essa chave de acesso, perde a conta');
    await expect(area.getByText(`Sua plataforma: ${platformName}`)).toBeVisible();
    await area.getByRole('button', { name: 'Agora não' }).click();
    await expect(second).toHaveCount(0);
    await expect(area).toContainText('Esta é sua única chave de acesso');

    // The platform is data now: every author may choose it, named as its distributor wrote it.
    const { platforms } = (await (await request.get('/api/platforms')).json()) as {
      platforms: { id: string; name: string; fee: number; seeded: boolean }[];
    };
    const platform = platforms.find((candidate) => candidate.name === platformName);
    expect(platform).toMatchObject({ fee: 50, seeded: false });
    platformId = platform?.id ?? '';
  });

  test('an author signs up with the keyboard alone, adds a second passkey, publishes a work from the nav; a visitor finds it and buys it; the author sees the sale', async ({
    browser,
    request,
  }) => {
    author = await newDevice(browser);
    const { page } = author;
    const area = await open(page, 'account', 'en');

    // Sign-up with the keyboard alone: name, role, Enter.
    await area.getByLabel('Your name').focus();
    await page.keyboard.type(authorName);
    await page.keyboard.press('Tab');
    await expect(area.getByLabel('An author: I publish my works')).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(
      area.getByRole('button', { name: 'Create the account with a passkey' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(area.getByRole('heading', { name: 'Add a second passkey' })).toBeFocused();
    await expect(area.getByRole('status').first()).toHaveText(
      `Signed in as ${authorName} (author).`,
    );

    // This device already holds the account's passkey: the browser refuses a second one here.
    await area.getByRole('button', { name: 'Add a second passkey' }).click();
    await expect(area.getByRole('alert')).toHaveText(
      /This device already holds a passkey for your account/,
    );

    // On a security key, it is added.
    firstPasskey = (await passkeysOf(author))[0];
    expect(firstPasskey?.isResidentCredential).toBe(true);
    await author.cdp.send('WebAuthn.removeVirtualAuthenticator', {
      authenticatorId: author.authenticator,
    });
    author.authenticator = await addVirtualAuthenticator(author.cdp);
    await area.getByRole('button', { name: 'Add a second passkey' }).click();
    await expect(page.locator('.toast-layer')).toContainText('Your new passkey is added.');
    await expect(area.getByText('2 passkeys.')).toBeVisible();
    await expect(area.getByRole('heading', { name: 'Add a second passkey' })).toHaveCount(0);
    // Two passkeys: either may be removed now (the server never lets the last one go).
    await expect(area.getByRole('button', { name: /^Remove the passkey added on/ })).toHaveCount(2);

    // The studio, from the main navigation.
    await mainNavigation(page, 'Main navigation')
      .getByRole('link', { name: 'Author studio' })
      .click();
    await expect(page).toHaveURL(address('studio', 'en'));
    await expectMounted(page, 'mf_studio');
    const form = studio(page).getByRole('region', { name: 'Register a work' });
    await form.getByLabel('Title').fill(title);
    await expect(form.getByLabel('Author’s name')).toHaveValue(authorName);
    await form.getByRole('radio', { name: 'Music', exact: true }).check();
    await form.getByLabel('Language of the work').selectOption('pt-BR');
    await form
      .getByLabel('Description')
      .fill('Field recordings of the estuary.\nSide B: the tide.');
    await form.getByLabel('Listed content fee').fill('12.50');
    await form.getByLabel(/^E-book/).check();
    await form.getByLabel(new RegExp(`^${platformName}`)).check();
    await form.getByRole('button', { name: 'Register the work' }).click();
    await expect(page.locator('.toast-layer')).toContainText(
      `“${title}” is registered and in the catalogue.`,
    );
    const works = studio(page).getByRole('region', { name: 'Your works' });
    await expect(works.getByRole('heading', { name: title })).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue('');

    // It is in the marketplace's works at once…
    expect(await findWork(request, title)).toMatchObject({
      contentFee: 1250,
      platforms: ['ebook', platformId],
    });

    const expected = quoteLicense(1250, [{ platform: platformId, fee: 50 }], 'lifetime');
    // A visitor (another browser, no account) finds it too, with the catalogue's search…
    const visitor = await browser.newContext({ baseURL: BASE_URL, timezoneId: 'UTC' });
    try {
      const shop = await visitor.newPage();
      await openCatalogue(shop, address('home', 'en'));
      await catalog(shop)
        .getByRole('search', { name: 'Search the catalogue' })
        .getByRole('searchbox', { name: 'Search' })
        .fill(title);
      await expect(cards(shop)).toHaveCount(1);
      await expect(cards(shop).getByRole('heading', { name: title })).toBeVisible();

      // …and buys a lifetime licence on the distributor's platform in the purchase dialog.
      await cards(shop)
        .getByRole('button', { name: new RegExp(`${title}$`) })
        .click();
      const dialog = shop.getByRole('dialog');
      await expect(dialog.getByRole('checkbox', { name: /^E-book/ })).toBeChecked();
      await dialog.getByRole('checkbox', { name: new RegExp(`^${platformName}`) }).check();
      await dialog.getByRole('checkbox', { name: /^E-book/ }).uncheck();
      await dialog.getByRole('radio', { name: /^Lifetime/ }).check();
      await dialog.getByRole('textbox', { name: 'Licensee name' }).fill('A visitor');
      await expect(dialog.locator('[data-amount="total"]')).toHaveText(
        formatMoney(expected.total, 'en'),
      );
      await dialog.getByRole('button', { name: 'Confirm purchase' }).click();
      await expect(dialog.getByTestId('licence-key')).toBeVisible();
      licence.key = (await dialog.getByTestId('licence-key').innerText()).trim();
      licence.code = (await dialog.getByTestId('licence-code').innerText()).trim();
    } finally {
      await visitor.close();
    }

    // The server's copy: priced by its own rules, on the platform chosen.
    const held = await request.get(`/api/licences/${licence.key}`);
    expect(held.status()).toBe(200);
    const bought = {
      licence: (await held.json()) as {
        code: string;
        purchasedAt: string;
        work: { id: string };
        contentFee: number;
        distributionFees: { platform: string; fee: number }[];
        total: number;
      },
    };
    expect(bought.licence).toMatchObject({
      code: licence.code,
      contentFee: expected.contentFee,
      distributionFees: [{ platform: platformId, fee: 50 }],
      total: expected.total,
    });
    workId = bought.licence.work.id;
    licence.total = bought.licence.total;

    // The author sees the sale, with the content fee earned and when it is paid.
    await studio(page).getByRole('button', { name: 'Refresh the sales' }).click();
    const sales = studio(page).getByRole('region', { name: 'Every sale' });
    const row = sales.getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    const cells = (await row.locator('td, th').allTextContents()).map(plain);
    expect(cells).toEqual([
      shownMoment(bought.licence.purchasedAt, 'en'),
      title,
      'Licence',
      'Lifetime',
      platformName,
      formatMoney(1250, 'en'),
      shownMoment(Date.parse(bought.licence.purchasedAt) + PAYOUT_DELAY_HOURS * HOUR_MS, 'en'),
    ]);
    await expect(studio(page).getByRole('region', { name: 'Sales by month' })).toBeVisible();
    expect(
      await axeViolations(page, '.remote-outlet[data-remote="mf_studio"]'),
      'the studio with its works and sales',
    ).toEqual([]);
  });

  test('the distributor raises its fee: a new quote uses it, the licence sold keeps what it paid', async ({
    request,
  }) => {
    const { page } = distributor;
    const area = await open(page, 'console', 'pt-BR');
    const licences = area.getByRole('region', { name: 'Licenças e as taxas que pagaram' });
    const row = licences.getByRole('row').filter({ hasText: licence.code });
    await expect(row).toContainText(title);
    expect(plain((await row.textContent()) ?? '')).toContain(plain(formatMoney(50, 'pt-BR')));
    // No buyer's name anywhere: only the licence's public code.
    await expect(area).not.toContainText('A visitor');

    const platform = area.getByRole('region', { name: platformName });
    const fee = platform.getByLabel('Nova taxa de distribuição');
    await expect(fee).toHaveValue('0,50');
    await fee.fill('0,80');
    await platform.getByRole('button', { name: 'Mudar a taxa' }).click();
    await expect(platform).toContainText(
      `Taxa de distribuição por licença: ${formatMoney(80, 'pt-BR')}`,
    );

    const quote = await request.post('/api/quotes', {
      data: { workId, platforms: [platformId], duration: 'lifetime' },
    });
    expect(quote.status()).toBe(200);
    const quoted = (await quote.json()) as { distributionFees: { fee: number }[]; total: number };
    expect(quoted.distributionFees).toEqual([{ platform: platformId, fee: 80 }]);
    expect(quoted.total).toBe(
      quoteLicense(1250, [{ platform: platformId, fee: 80 }], 'lifetime').total,
    );

    const held = (await (await request.get(`/api/licences/${licence.key}`)).json()) as {
      distributionFees: { platform: string; fee: number }[];
      total: number;
    };
    expect(held.distributionFees).toEqual([{ platform: platformId, fee: 50 }]);
    expect(held.total).toBe(licence.total);
    await area.getByRole('button', { name: 'Atualizar as licenças' }).click();
    expect(plain((await row.textContent()) ?? '')).toContain(plain(formatMoney(50, 'pt-BR')));
  });

  test('an API key, created in the console and shown once, verifies a licence and stops working once revoked', async ({
    request,
  }) => {
    const { page } = distributor;
    const area = await open(page, 'console', 'pt-BR');
    await area.getByLabel('Nome da nova chave').fill(`Loja ${RUN}`);
    await area.getByRole('button', { name: 'Criar uma chave' }).click();
    await expect(area.getByRole('heading', { name: `Sua nova chave “Loja ${RUN}”` })).toBeFocused();
    const shown = area.getByLabel('A nova chave', { exact: true });
    const key = await shown.inputValue();
    expect(key).toMatch(/^fair_[A-Za-z0-9_-]{40,}$/);
    await area.getByRole('button', { name: 'Copiar' }).click();
    await expect(area.getByText('Copiada.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    expect(
      await axeViolations(page, '.remote-outlet[data-remote="mf_studio"]'),
      'the console with a new key shown',
    ).toEqual([]);
    await area.getByRole('button', { name: 'Já guardei' }).click();
    await expect(shown).toHaveCount(0);

    const verify = (withKey: string) =>
      request.get(`/api/verify/${licence.code}?platform=${platformId}`, {
        headers: { Authorization: `Bearer ${withKey}` },
      });
    const valid = await verify(key);
    expect(valid.status()).toBe(200);
    expect(await valid.json()).toMatchObject({
      valid: true,
      status: 'active',
      platforms: [platformId],
    });

    // Its last use is listed; it is revoked after asking, and stops working at once.
    await page.reload();
    await expectMounted(page, 'mf_studio');
    const item = area.getByRole('listitem').filter({ hasText: `Loja ${RUN}` });
    await expect(item).toContainText('usada pela última vez em');
    await item.getByRole('button', { name: `Revogar a chave “Loja ${RUN}”` }).click();
    const dialog = page.getByRole('dialog', { name: `Revogar “Loja ${RUN}”?` });
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Revogar a chave' }).click();
    // The dialog closes once the server agreed; the focus waits on the key, whose Revoke is gone.
    await expect(dialog).toHaveCount(0);
    await expect(item).toContainText('não funciona mais');
    await expect(item.getByRole('button', { name: /^Revogar/ })).toHaveCount(0);
    await expect(item.getByText(`Loja ${RUN}`, { exact: true })).toBeFocused();
    const refused = await verify(key);
    expect(refused.status()).toBe(401);
    expect((await refused.json()).type).toBe('/api/problems/api-key-invalid');
  });

  test('signing out of every device ends the other sessions: a form there says so, keeps what was typed, and is sent after signing in again', async ({
    browser,
    request,
  }) => {
    // The author's other device holds a synced copy of the first passkey, and signs in with it.
    const phone = await newDevice(browser);
    try {
      if (!firstPasskey) throw new Error('the author has no first passkey');
      await phone.cdp.send('WebAuthn.addCredential', {
        authenticatorId: phone.authenticator,
        credential: firstPasskey,
      });
      const onPhone = await open(phone.page, 'account', 'en');
      await onPhone.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(onPhone.getByRole('status').first()).toHaveText(
        `Signed in as ${authorName} (author).`,
      );

      // On the laptop, a work is being typed…
      const { page } = author;
      await open(page, 'studio', 'en');
      const form = studio(page).getByRole('region', { name: 'Register a work' });
      const kept = `Kept while signed out ${RUN}`;
      await form.getByLabel('Title').fill(kept);
      await form.getByRole('radio', { name: 'Study', exact: true }).check();
      await form.getByLabel('Description').fill('Typed before the session ended.');
      await form.getByLabel('Listed content fee').fill('3');
      await form.getByLabel(/^E-book/).check();

      // …when the phone signs out of every device.
      await onPhone.getByRole('button', { name: 'Sign out of every device' }).click();
      await expect(onPhone.getByRole('status').first()).toHaveText('You are not signed in.');

      await form.getByRole('button', { name: 'Register the work' }).click();
      const alert = form.getByRole('alert');
      await expect(alert).toContainText('Your session has ended. Sign in again to continue');
      await expect(alert).toBeFocused();
      await expect(form.getByLabel('Title')).toHaveValue(kept);
      await alert.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(page.locator('.toast-layer')).toContainText(
        `You are signed in as ${authorName}.`,
      );
      await form.getByRole('button', { name: 'Register the work' }).click();
      await expect(
        studio(page)
          .getByRole('region', { name: 'Your works' })
          .getByRole('heading', { name: kept }),
      ).toBeVisible();
      expect(await findWork(request, kept)).toBeDefined();

      // A cookie that names a session that no longer exists (ended, or past its time) is no
      // session: the page says no one is signed in, and the cookie is cleared.
      await phone.context.addCookies([
        {
          name: 'fair_session',
          value: 'ended-long-ago',
          url: BASE_URL,
          httpOnly: true,
          sameSite: 'Lax',
        },
      ]);
      await open(phone.page, 'studio', 'en');
      await expect(studio(phone.page).getByRole('status').first()).toHaveText(
        'You are not signed in.',
      );
      await expect(
        studio(phone.page).getByText('Sign in as an author to use the studio.'),
      ).toBeVisible();
      expect((await phone.context.cookies()).some((cookie) => cookie.name === 'fair_session')).toBe(
        false,
      );
    } finally {
      await phone.context.close();
    }
  });

  test('a state-changing request with the session from another origin is refused', async () => {
    const forged = `Forged ${RUN}`;
    const body = {
      title: forged,
      author: authorName,
      type: 'books',
      language: 'en',
      description: 'Should never exist.',
      contentFee: 100,
      platforms: ['ebook'],
    };
    const attempt = (headers: Record<string, string>) =>
      author.context.request.post('/api/studio/works', { data: { ...body }, headers });
    for (const origin of ['https://evil.example', 'null']) {
      const refused = await attempt({ Origin: origin });
      expect(refused.status(), origin).toBe(403);
      expect((await refused.json()).type).toBe('/api/problems/origin-refused');
    }
    // No Origin at all, with the session cookie, is refused too.
    expect((await attempt({})).status()).toBe(403);
    const { works } = (await (await author.context.request.get('/api/studio/works')).json()) as {
      works: { title: string }[];
    };
    expect(works.map((work) => work.title)).not.toContain(forged);
    // The same request from the site itself is accepted: the refusals above were the Origin's.
    const own = await attempt({ Origin: new URL(BASE_URL).origin });
    expect(own.status()).toBe(201);
  });

  test('hostile input is refused beside its field or shown as text, never run', async () => {
    const { page } = author;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await open(page, 'studio', 'en');
    const form = studio(page).getByRole('region', { name: 'Register a work' });
    const titleField = form.getByLabel('Title');
    const long = 'Ω'.repeat(300);
    await titleField.fill(long);
    await form.getByLabel('Description').fill('Tab\there, and a bell\u0007.');
    await form.getByLabel('Listed content fee').fill('1e3');
    await form.getByRole('button', { name: 'Register the work' }).click();
    // What this side cannot read as an amount is said first, and nothing is sent.
    await expect(form.getByLabel('Listed content fee')).toBeFocused();
    await expect(form).toContainText('Write an amount in euros, for example 12.50.');
    await form.getByLabel('Listed content fee').fill('2');
    await form.getByRole('button', { name: 'Register the work' }).click();
    await expect(titleField).toBeFocused();
    await expect(titleField).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText('Too long: at most 200 characters.');
    await expect(form).toContainText('Remove the tabs and other control characters');
    await expect(form).toContainText('Choose one.');
    await expect(titleField).toHaveValue(long);
    await titleField.fill('Bell\u0007title');
    await form.getByRole('button', { name: 'Register the work' }).click();
    await expect(form).toContainText(
      'Write it on one line, without tabs or other control characters.',
    );
    expect(
      await axeViolations(page, '.remote-outlet[data-remote="mf_studio"]'),
      'the studio with refusals beside the fields',
    ).toEqual([]);

    // Markup is a title like any other: stored as typed, shown as text.
    const markup = `<img src=x onerror="alert('owned')"><b>Bold</b> ${RUN}`;
    await titleField.fill(markup);
    await form.getByLabel('Description').fill('<script>alert("owned")</script>');
    await form.getByRole('radio', { name: 'Book', exact: true }).check();
    await form.getByLabel(/^E-book/).check();
    await form.getByRole('button', { name: 'Register the work' }).click();
    const works = studio(page).getByRole('region', { name: 'Your works' });
    await expect(works.getByRole('heading', { name: markup })).toBeVisible();
    await expect(studio(page).locator('img, b, script')).toHaveCount(0);
    expect(dialogs).toEqual([]);

    // On a phone, the studio with its works, forms and tables fits and scrolls only its tables.
    await page.setViewportSize({ width: 320, height: 640 });
    const problems = await layoutProblems(page);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

test.describe('the account page, public', () => {
  test('reads without JavaScript: what an account is, the passkeys and no recovery, that signing in needs JavaScript, and no dead button', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const [language, needs, noRecovery] of [
        [
          'en',
          'Signing up and signing in need JavaScript',
          'if you lose every passkey, you lose the account',
        ],
        [
          'fi',
          'Rekisteröityminen ja sisäänkirjautuminen vaativat JavaScriptin',
          'jos menetät kaikki pääsyavaimesi, menetät tilin',
        ],
      ] as const) {
        await page.goto(address('account', language));
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(main).toContainText(needs);
        await expect(main).toContainText(noRecovery);
        await expect(main.getByRole('button')).toHaveCount(0);
        await expect(main.locator('input, form')).toHaveCount(0);
      }
      await page.goto(address('studio', 'en'));
      await expect(page.getByRole('main')).toContainText('The author studio needs JavaScript');
      await page.goto(address('console', 'en'));
      await expect(page.getByRole('main')).toContainText(
        'The distributor console needs JavaScript',
      );
    } finally {
      await context.close();
    }
  });

  test('the authors’ and distributors’ pages lead to signing up and to their own pages', async ({
    page,
  }) => {
    await page.goto(address('authors', 'en'));
    await expectMounted(page, 'mf_audiences');
    await page
      .getByRole('link', { name: 'Sign up as an author and register your first work' })
      .click();
    await expect(page).toHaveURL(address('account', 'en'));
    await expectMounted(page, 'mf_studio');
    await page.goto(address('distributors', 'pt-BR'));
    await expectMounted(page, 'mf_audiences');
    await page.getByRole('link', { name: /^O painel do distribuidor/ }).click();
    await expect(page).toHaveURL(address('console', 'pt-BR'));
    await expect(
      studio(page).getByText('Entre como distribuidor para usar o painel.'),
    ).toBeVisible();
  });

  test.describe('on a 320 px phone', () => {
    test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

    for (const language of ['en', 'fi'] as const) {
      test(`axe finds nothing and the page fits, signed out and with the sign-up form refused, in ${language}`, async ({
        page,
      }) => {
        await open(page, 'account', language);
        const signUp = studio(page).locator('form');
        await expect(signUp).toBeVisible();
        expect(await axeViolations(page), 'signed out').toEqual([]);
        expect(await layoutProblems(page)).toEqual([]);
        // The refusals shown beside the fields are held to the same.
        await signUp.getByRole('button').last().click();
        await expect(signUp.locator('.field__error').first()).toBeVisible();
        expect(await axeViolations(page), 'with refusals').toEqual([]);
        expect(await layoutProblems(page)).toEqual([]);
      });
    }
  });
});
