import type { LightMyRequestResponse } from 'fastify';
import type { Api } from '../http/types';
import { TEST_SITE } from './api';
import { SoftwareAuthenticator } from './authenticator';

/** The cookies an answer sets, as `name=value` pairs to send back. */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** A browser's view of the site: its cookies, its passkeys, requests from the site's origin. */
interface SignUpBody {
  displayName: string;
  role: 'author' | 'distributor';
  platform?: { name: string; fee: number };
}

export class TestBrowser {
  readonly jar = new Map<string, string>();
  readonly authenticator = new SoftwareAuthenticator(TEST_SITE);

  /** The cookies it holds, by name. */
  get cookies(): Record<string, string> {
    return Object.fromEntries(this.jar);
  }
  constructor(private readonly api: Api) {}

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await this.api.inject({
      method,
      url,
      headers: { origin: TEST_SITE, cookie: cookieHeader(this.cookies), ...headers },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) {
        this.jar.delete(cookie.name);
      } else this.jar.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** Signs up with a new passkey; the account is signed in. */
  async signUp(body: SignUpBody) {
    const created = await (await this.startSignUp(body))();
    if (created.statusCode !== 201)
      throw new Error(`sign-up: ${created.statusCode} ${created.body}`);
    return created.json();
  }

  /**
   * Asks for the sign-up's options and makes the passkey (under `credentialId` when given);
   * the answer, finishing the sign-up, is sent when the function returned is called.
   */
  async startSignUp(body: SignUpBody, credentialId?: Buffer) {
    const started = await this.request('POST', '/api/accounts/registration-options', body);
    if (started.statusCode !== 200)
      throw new Error(`sign-up options: ${started.statusCode} ${started.body}`);
    const credential = this.authenticator.register(started.json().options, credentialId);
    return () => this.request('POST', '/api/accounts', { response: credential });
  }

  async signIn(which = 0) {
    const started = await this.request('POST', '/api/sessions/options', {});
    const answer = this.authenticator.authenticate(started.json().options, which);
    return this.request('POST', '/api/sessions', { response: answer });
  }

  async addPasskey() {
    const started = await this.request('POST', '/api/account/passkeys/options', {});
    if (started.statusCode !== 200)
      throw new Error(`add options: ${started.statusCode} ${started.body}`);
    return this.request('POST', '/api/account/passkeys', {
      response: this.authenticator.register(started.json().options),
    });
  }
}
