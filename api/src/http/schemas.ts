import { CONTENT_TYPES, DURATIONS, LANGUAGES, LICENSEE_MAX_LENGTH } from '@fair/shared/rules';
import { SEARCH_TEXT_MAX_LENGTH, WORKS_PAGE_MAX_SIZE } from '@fair/shared/site';
import { Type } from 'typebox';
import { PROBLEM_SLUGS } from './problemTypes';

/** The shapes the API reads and answers, once: validation, TypeScript types and OpenAPI. */

/** A slug: lower-case letters and digits in words joined by single dashes. */
const SLUG = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
/**
 * No control characters (tabs and line breaks included) in a one-line text, and no half of a
 * surrogate pair (Ajv reads patterns with the `u` flag: a pair, an emoji, is one character
 * outside the range; a lone half is no text, and JSON, PostgreSQL and RFC 8785 refuse it).
 */
export const ONE_LINE = '^[^\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]*$';

export const WorkId = Type.String({ pattern: SLUG, minLength: 1, maxLength: 80 });
export const PlatformId = Type.String({ pattern: SLUG, minLength: 1, maxLength: 40 });
export const ContentTypeSchema = Type.Enum([...CONTENT_TYPES]);
export const LanguageSchema = Type.Enum([...LANGUAGES]);
export const DurationSchema = Type.Enum([...DURATIONS]);
/** An amount: an integer number of euro cents. */
export const Cents = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
export const DateTime = Type.String({ format: 'date-time' });

export const Work = Type.Object(
  {
    id: WorkId,
    title: Type.String(),
    author: Type.String(),
    type: ContentTypeSchema,
    language: LanguageSchema,
    description: Type.String(),
    contentFee: Cents,
    platforms: Type.Array(PlatformId),
    addedOn: DateTime,
  },
  { description: 'A work in the catalogue; its contentFee is the listed (lifetime) fee.' },
);

export const Platform = Type.Object(
  {
    id: PlatformId,
    name: Type.String({
      description: 'As its distributor writes it; seeded platforms are translated by id.',
    }),
    fee: Cents,
    seeded: Type.Boolean(),
  },
  {},
);

export const SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'title'] as const;
export type Sort = (typeof SORTS)[number];

/** The site's pages know it too: they never send a longer search (`@fair/shared/site`). */
export const MAX_QUERY_LENGTH = SEARCH_TEXT_MAX_LENGTH;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = WORKS_PAGE_MAX_SIZE;

export const WorksQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: MAX_QUERY_LENGTH })),
    type: Type.Optional(ContentTypeSchema),
    language: Type.Optional(LanguageSchema),
    sort: Type.Optional(Type.Enum([...SORTS])),
    limit: Type.Optional(
      Type.String({
        pattern: '^[1-9][0-9]{0,2}$',
        description: `1 to ${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE}`,
      }),
    ),
    cursor: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,400}$' })),
  },
  { additionalProperties: false },
);

const Counts = Type.Record(Type.String(), Type.Integer({ minimum: 0 }));

/** A page of the ids of the works on sale (`GET /api/work-ids`). */
export const WorkIdsPage = Type.Object({
  ids: Type.Array(WorkId),
  total: Type.Integer({ minimum: 0 }),
  pageSize: Type.Integer({ minimum: 1 }),
});

export const WorksPage = Type.Object({
  works: Type.Array(Work),
  total: Type.Integer({ minimum: 0 }),
  totalIsEstimate: Type.Boolean({
    description: 'true when `total` passed 10,000 and was estimated',
  }),
  facets: Type.Object({ type: Counts, language: Counts }),
  facetsAreEstimates: Type.Boolean(),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
  suggestion: Type.Union([Type.String(), Type.Null()], {
    description: '"Did you mean": a query that finds works, when this one finds none',
  }),
});

export const QuoteRequest = Type.Object(
  {
    workId: WorkId,
    platforms: Type.Array(PlatformId, { minItems: 1, maxItems: 20, uniqueItems: true }),
    duration: DurationSchema,
  },
  { additionalProperties: false },
);

export const PlatformFee = Type.Object(
  { platform: PlatformId, fee: Cents },
  { additionalProperties: false },
);

export const Quote = Type.Object({
  workId: WorkId,
  duration: DurationSchema,
  listedContentFee: Cents,
  contentFee: Cents,
  distributionFees: Type.Array(PlatformFee),
  subtotal: Cents,
  commission: Cents,
  total: Cents,
});

export const Licensee = Type.String({
  minLength: 1,
  // Longer than the rule, so that surrounding spaces are trimmed before the rule is checked.
  maxLength: LICENSEE_MAX_LENGTH * 2,
  pattern: ONE_LINE,
});

export const PurchaseRequest = Type.Object(
  {
    workId: WorkId,
    platforms: Type.Array(PlatformId, { minItems: 1, maxItems: 20, uniqueItems: true }),
    duration: DurationSchema,
    licensee: Licensee,
  },
  { additionalProperties: false },
);

export const ExpansionRequest = Type.Object(
  {
    platforms: Type.Optional(
      Type.Array(PlatformId, { minItems: 1, maxItems: 20, uniqueItems: true }),
    ),
    duration: Type.Optional(DurationSchema),
  },
  { additionalProperties: false },
);

export const LicenceEvent = Type.Object({
  kind: Type.Enum(['purchase', 'expansion']),
  occurredAt: DateTime,
  fromDuration: Type.Union([DurationSchema, Type.Null()]),
  toDuration: DurationSchema,
  expiresAt: Type.Union([DateTime, Type.Null()]),
  addedPlatforms: Type.Array(PlatformFee),
  contentFee: Cents,
  distributionFee: Cents,
  commission: Cents,
  total: Cents,
});

export const STATUSES = ['active', 'expiring', 'expired'] as const;

export const WorkSummary = Type.Object({
  id: WorkId,
  title: Type.String(),
  author: Type.String(),
  type: ContentTypeSchema,
  language: LanguageSchema,
});

export const Certificate = Type.Object({
  payload: Type.Record(Type.String(), Type.Unknown(), {
    description: 'The signed fields; the signature covers their RFC 8785 canonical JSON.',
  }),
  canonical: Type.String({ description: 'The RFC 8785 canonical JSON the signature covers' }),
  fingerprint: Type.String({ description: 'SHA-256 of the canonical JSON, hex' }),
  signature: Type.String({ description: 'Ed25519 signature of the canonical JSON, base64url' }),
  kid: Type.String({ description: 'The key in /api/keys that verifies it' }),
  alg: Type.Literal('EdDSA'),
});

export const Licence = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    code: Type.String({ description: 'The public verification code, XXXX-XXXX-XXXX' }),
    work: WorkSummary,
    licensee: Type.Union([Type.String(), Type.Null()], { description: 'null once erased' }),
    purchasedAt: DateTime,
    duration: DurationSchema,
    expiresAt: Type.Union([DateTime, Type.Null()]),
    status: Type.Enum([...STATUSES]),
    listedContentFee: Cents,
    contentFee: Cents,
    distributionFees: Type.Array(PlatformFee),
    commission: Cents,
    total: Cents,
    imported: Type.Boolean(),
    history: Type.Array(LicenceEvent),
    certificate: Certificate,
  },
  {},
);

export const LicenceKey = Type.String({
  pattern: '^[A-Za-z0-9_-]{1,100}$',
  description: 'The buyer’s secret key, as the purchase returned it',
});

export const PurchaseAnswer = Type.Object({
  licence: Licence,
  key: Type.String({
    description: 'The buyer’s secret key: shown once, never stored, unrecoverable',
  }),
});

export const ExpansionAnswer = Type.Object({
  licence: Licence,
  expansion: LicenceEvent,
});

export const Verification = Type.Object({
  valid: Type.Boolean(),
  status: Type.Enum([...STATUSES, 'unknown']),
  work: Type.Optional(Type.Object({ id: WorkId, title: Type.String(), author: Type.String() })),
  platforms: Type.Optional(Type.Array(PlatformId)),
  duration: Type.Optional(DurationSchema),
  purchasedAt: Type.Optional(DateTime),
  expiresAt: Type.Optional(Type.Union([DateTime, Type.Null()])),
  imported: Type.Optional(Type.Boolean()),
});

export const VerifyQuery = Type.Object(
  { platform: Type.Optional(PlatformId) },
  { additionalProperties: false },
);

export const Code = Type.String({ pattern: '^[0-9A-Za-z -]{1,40}$' });

export const Jwks = Type.Object({
  keys: Type.Array(
    Type.Object({
      kty: Type.Literal('OKP'),
      crv: Type.Literal('Ed25519'),
      x: Type.String(),
      kid: Type.String(),
      alg: Type.Literal('EdDSA'),
      use: Type.Literal('sig'),
    }),
  ),
});

export const ProblemDocument = Type.Object(
  {
    type: Type.String({ enum: PROBLEM_SLUGS.map((slug) => `/api/problems/${slug}`) }),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.Optional(Type.String()),
    instance: Type.Optional(Type.String()),
    errors: Type.Optional(
      Type.Array(
        Type.Object({
          pointer: Type.String(),
          code: Type.String(),
          limit: Type.Optional(Type.Integer()),
        }),
      ),
    ),
  },
  { description: 'RFC 9457 problem details; `type` is stable, `title` is English' },
);

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ description: '1–255 printable ASCII characters; required' }),
  ),
});

/** A licence as the previous version of the site kept it in a browser, to move it here. */
export const ImportRequest = Type.Object(
  {
    licence: Type.Object(
      {
        id: Type.String({ minLength: 1, maxLength: 64, pattern: ONE_LINE }),
        workId: WorkId,
        licensee: Licensee,
        purchaseDate: DateTime,
        duration: DurationSchema,
        listedContentFee: Cents,
        contentFee: Cents,
        distributionFees: Type.Array(PlatformFee, { minItems: 1, maxItems: 20 }),
        commission: Cents,
        history: Type.Array(
          Type.Object(
            {
              date: DateTime,
              addedPlatforms: Type.Array(PlatformFee, { maxItems: 20 }),
              fromDuration: DurationSchema,
              toDuration: DurationSchema,
            },
            { additionalProperties: false },
          ),
          { maxItems: 50 },
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const ImportAnswer = Type.Object({
  licence: Licence,
  key: Type.String(),
  /** true when the browser's amounts differed from the server's recomputation (flagged). */
  imported: Type.Boolean(),
});

export const ExpansionQuote = Type.Object({
  newDuration: DurationSchema,
  newExpiry: Type.Union([DateTime, Type.Null()]),
  contentFee: Cents,
  distributionFees: Type.Array(PlatformFee),
  subtotal: Cents,
  commission: Cents,
  total: Cents,
});
