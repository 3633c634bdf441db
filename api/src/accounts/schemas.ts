import { Type } from 'typebox';
import { Cents, ONE_LINE, PlatformId } from '../http/schemas';
import { ROLES } from './accounts';

/** A name a person types: one line, trimmed by the server. */
const Name = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: ONE_LINE });

export const DISPLAY_NAME_MAX = 80;
export const PLATFORM_NAME_MAX = 60;
/** A platform's distribution fee per licence: at most 1,000.00. */
export const PLATFORM_FEE_MAX = 100_000;

export const SignUpRequest = Type.Object(
  {
    displayName: Name(DISPLAY_NAME_MAX),
    role: Type.Enum([...ROLES]),
    platform: Type.Optional(
      Type.Object(
        {
          name: Name(PLATFORM_NAME_MAX),
          fee: Type.Integer({ minimum: 0, maximum: PLATFORM_FEE_MAX }),
        },
        {
          additionalProperties: false,
          description: 'A distributor’s platform (required for a distributor)',
        },
      ),
    ),
  },
  { additionalProperties: false },
);

/** What `@simplewebauthn/browser` sends: checked by `@simplewebauthn/server`, bounded here. */
const Credential = (response: Record<string, ReturnType<typeof Type.String>>) =>
  Type.Object(
    {
      id: Type.String({ minLength: 1, maxLength: 1400, pattern: '^[A-Za-z0-9_-]+$' }),
      rawId: Type.String({ minLength: 1, maxLength: 1400, pattern: '^[A-Za-z0-9_-]+$' }),
      type: Type.Literal('public-key'),
      response: Type.Object(response, { additionalProperties: true }),
      clientExtensionResults: Type.Object({}, { additionalProperties: true }),
      authenticatorAttachment: Type.Optional(Type.String({ maxLength: 40 })),
    },
    { additionalProperties: false },
  );

const B64 = (maxLength: number) => Type.String({ maxLength, pattern: '^[A-Za-z0-9_-]*$' });

export const RegistrationRequest = Type.Object(
  { response: Credential({ clientDataJSON: B64(4096), attestationObject: B64(8192) }) },
  { additionalProperties: false },
);

export const AuthenticationRequest = Type.Object(
  {
    response: Credential({
      clientDataJSON: B64(4096),
      authenticatorData: B64(4096),
      signature: B64(2048),
    }),
  },
  { additionalProperties: false },
);

export const PlatformView = Type.Object({
  id: PlatformId,
  name: Type.String(),
  fee: Cents,
  seeded: Type.Boolean(),
});

export const AccountView = Type.Object({
  id: Type.String({ format: 'uuid' }),
  displayName: Type.String(),
  role: Type.Enum([...ROLES]),
  createdAt: Type.String({ format: 'date-time' }),
  /** A distributor's platforms (its own, with their fees); none for an author. */
  platforms: Type.Array(PlatformView),
  passkeys: Type.Integer({ minimum: 0 }),
});

/** Who is signed in: the account, or null when no session is live. */
export const SessionView = Type.Object({ account: Type.Union([AccountView, Type.Null()]) });

export const PasskeyView = Type.Object({
  id: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  deviceType: Type.String(),
  backedUp: Type.Boolean(),
});

/** WebAuthn options as the browser's `startRegistration` / `startAuthentication` take them. */
export const CeremonyOptions = Type.Object({ options: Type.Record(Type.String(), Type.Unknown()) });
