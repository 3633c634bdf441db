import { LANGUAGES, type Language } from '../languages';

/**
 * The site's glossary: for each core term, the one form every text of a language uses, and the
 * variants it rejects. `findGlossaryProblems` (in `@fair/shared/testing`) checks texts against it;
 * each app's locale test runs it on the app's own translation files, so a page cannot drift to
 * another word.
 *
 * English is written in British spelling with typographic punctuation, everywhere: "licence" is
 * the noun and "license" the verb (licensed, licensing, licensee); -ise, not -ize (authorise,
 * organisation, recognise); catalogue, dialogue; apostrophes and quotation marks are the
 * typographic ’ and “ ”, never ' or ". (The site's Open Graph locale for English is en_GB, and the
 * interface said "Catalogue" already; the article, legal and philosophy pages were British.)
 *
 * Every language uses its own typographic quotation marks (pt-BR and en “ ”, pt-PT « », fi and
 * sv ” ”, et „ “, nl ‘ ’) and the typographic apostrophe ’. Figures that come from the pricing
 * rules are never typed: the commission is `{{rates.commission, number(style: percent)}}`, which
 * Intl writes "7%" in en, pt, et and nl and "7 %" (no-break space) in fi and sv; any other
 * percentage a text quotes is written the same way.
 *
 * Finnish and Estonian inflect, so their patterns match a stem from the start of a word (any
 * ending may follow). Patterns are case-insensitive unless the case is the point (bylines).
 */

export interface RejectedVariant {
  /** The variant as a reader would name it. */
  variant: string;
  /** Where it occurs in a text. */
  pattern: RegExp;
  /** Only texts whose key path matches (e.g. Portuguese `_many` plural forms). */
  keys?: RegExp;
}

export interface GlossaryEntry {
  /** The term, in English. */
  term: string;
  /** The one accepted form in each language. */
  accepted: Readonly<Record<Language, string>>;
  /** What each language must not write instead. */
  rejected: Readonly<Partial<Record<Language, readonly RejectedVariant[]>>>;
  /** Names in which a rejected form is right (a law's title, a project's name). */
  allowed?: readonly RegExp[];
}

const NOT_LETTER_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_LETTER_AFTER = '(?![\\p{L}\\p{N}])';

/** A stem from the start of a word, in any case, with any ending. */
function stem(source: string): RegExp {
  return new RegExp(`${NOT_LETTER_BEFORE}(?:${source})`, 'iu');
}

/** A whole word or phrase, in any case. */
function word(source: string): RegExp {
  return new RegExp(`${NOT_LETTER_BEFORE}(?:${source})${NOT_LETTER_AFTER}`, 'iu');
}

/** Two stems in the same sentence, in either order, at most `within` characters apart. */
function near(first: string, second: string, within: number): RegExp {
  const a = `${NOT_LETTER_BEFORE}(?:${first})`;
  const b = `${NOT_LETTER_BEFORE}(?:${second})`;
  return new RegExp(`${a}[^.!?]{0,${within}}${b}|${b}[^.!?]{0,${within}}${a}`, 'iu');
}

function same(text: string): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, text])) as Record<
    Language,
    string
  >;
}

function every(variants: readonly RejectedVariant[]): Partial<Record<Language, RejectedVariant[]>> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, [...variants]]));
}

/** The English noun "license" (US spelling): after a determiner or an adjective, or before a noun. */
const ENGLISH_NOUN_LICENSE = new RegExp(
  [
    String.raw`\b(?:a|an|the|this|these|those|each|every|your|our|their|its|my|one|any|no|per|same|new|valid|short|shorter|shortest|longer|lifetime|private-use|sample|blanket|single|open|whose|other|first|expired|active|total|saved|current|export|import|expand|buy|restore|fair)\s+licenses?\b`,
    String.raw`\blicenses?\s+(?:ID|certificate|number|record|history|holder|price|fee|terms)\b`,
    String.raw`\blicense['’]s\b`,
    String.raw`\}\}\s+licenses?\b`,
  ].join('|'),
  'i',
);

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    term: 'licence',
    accepted: {
      'pt-BR': 'licença',
      'pt-PT': 'licença',
      en: 'licence (noun), license (verb)',
      fi: 'lisenssi',
      sv: 'licens',
      et: 'litsents',
      nl: 'licentie',
    },
    rejected: {
      en: [
        { variant: 'license (the US noun)', pattern: ENGLISH_NOUN_LICENSE },
        {
          variant: 'licence as a verb (licenced, licencing)',
          pattern:
            /\b(?:to|can|cannot|may|might|must|will|would|could|should|only)\s+licence\b|\blicenc(?:ed|ing)\b/i,
        },
      ],
    },
    allowed: [/General Public License/, /Open Database License/],
  },
  {
    term: 'licensee',
    accepted: {
      'pt-BR': 'licenciado',
      'pt-PT': 'licenciado',
      en: 'licensee',
      fi: 'lisenssinhaltija',
      sv: 'licenstagare',
      et: 'litsentsisaaja',
      nl: 'licentiehouder',
    },
    rejected: {
      'pt-BR': [{ variant: 'licenciatário', pattern: stem('licenciatári') }],
      'pt-PT': [{ variant: 'licenciatário', pattern: stem('licenciatári') }],
      en: [{ variant: 'licence holder', pattern: word('licen[cs]e[- ]holders?') }],
      fi: [{ variant: 'lisenssinsaaja', pattern: stem('lisenssinsaaj') }],
      sv: [{ variant: 'licensinnehavare', pattern: stem('licens(?:inne)?havar') }],
      et: [{ variant: 'litsentsiaat', pattern: stem('litsentsiaa?t|litsentsiomanik') }],
      nl: [{ variant: 'licentienemer', pattern: stem('licentienemer') }],
    },
  },
  {
    term: 'content fee',
    accepted: {
      'pt-BR': 'taxa de conteúdo',
      'pt-PT': 'taxa de conteúdo',
      en: 'content fee',
      fi: 'sisältömaksu',
      sv: 'innehållsavgift',
      et: 'sisutasu',
      nl: 'contentvergoeding',
    },
    rejected: {
      'pt-BR': [{ variant: 'tarifa de conteúdo', pattern: stem('tarifas? de conteúdo') }],
      'pt-PT': [{ variant: 'tarifa de conteúdo', pattern: stem('tarifas? de conteúdo') }],
      en: [{ variant: 'content price', pattern: word('content (?:price|charge)s?') }],
      fi: [{ variant: 'sisältöhinta', pattern: stem('sisältöhin') }],
      sv: [{ variant: 'innehållspris', pattern: stem('innehållspris') }],
      et: [{ variant: 'sisuhind', pattern: stem('sisuhin') }],
      nl: [{ variant: 'inhoudsvergoeding', pattern: stem('inhoudsvergoeding') }],
    },
  },
  {
    term: 'distribution fee',
    accepted: {
      'pt-BR': 'taxa de distribuição',
      'pt-PT': 'taxa de distribuição',
      en: 'distribution fee',
      fi: 'jakelumaksu',
      sv: 'distributionsavgift',
      et: 'levitustasu',
      nl: 'distributievergoeding',
    },
    rejected: {
      'pt-BR': [{ variant: 'tarifa de distribuição', pattern: stem('tarifas? de distribuição') }],
      'pt-PT': [{ variant: 'tarifa de distribuição', pattern: stem('tarifas? de distribuição') }],
      en: [{ variant: 'delivery fee', pattern: word('delivery fees?|distribution charges?') }],
      fi: [{ variant: 'levitysmaksu', pattern: stem('levitysmaksu|jakeluhin') }],
      sv: [{ variant: 'spridningsavgift', pattern: stem('spridningsavgift') }],
      et: [{ variant: 'levitamistasu', pattern: stem('levitamistasu') }],
      nl: [{ variant: 'verspreidingsvergoeding', pattern: stem('verspreidingsvergoeding') }],
    },
  },
  {
    term: 'marketplace commission',
    accepted: {
      'pt-BR': 'comissão do marketplace',
      'pt-PT': 'comissão do mercado',
      en: 'marketplace commission',
      fi: 'kauppapaikan palkkio',
      sv: 'marknadsplatsens provision',
      et: 'turuplatsi vahendustasu',
      nl: 'commissie van de marktplaats',
    },
    rejected: {
      'pt-BR': [
        { variant: 'comissão da plataforma', pattern: stem('comissão da plataforma') },
        { variant: 'alíquota (a tax term)', pattern: stem('alíquota') },
      ],
      'pt-PT': [
        { variant: 'comissão da plataforma', pattern: stem('comissão da plataforma') },
        { variant: 'comissão do marketplace', pattern: stem('comissão do marketplace') },
        { variant: 'alíquota (a tax term)', pattern: stem('alíquota') },
      ],
      en: [{ variant: 'platform commission', pattern: word("platform(?:['’]s)? commissions?") }],
      fi: [{ variant: 'alustapalkkio', pattern: stem('alustapalkkio|alustan palkkio') }],
      sv: [
        {
          variant: 'plattformsprovision',
          pattern: stem('plattformsprovision|plattformens provision'),
        },
      ],
      et: [{ variant: 'platvormi vahendustasu', pattern: stem('platvormi vahendustasu') }],
      nl: [
        {
          variant: 'platformcommissie',
          pattern: stem('platformcommissie|commissie van het platform'),
        },
      ],
    },
  },
  {
    term: 'platform (a distributor, never the marketplace itself)',
    accepted: {
      'pt-BR': 'plataforma',
      'pt-PT': 'plataforma',
      en: 'platform',
      fi: 'alusta',
      sv: 'plattform',
      et: 'platvorm',
      nl: 'platform',
    },
    rejected: {
      'pt-BR': [
        { variant: 'nossa plataforma (the marketplace)', pattern: word('nossa plataforma') },
      ],
      'pt-PT': [
        { variant: 'nossa plataforma (the marketplace)', pattern: word('nossa plataforma') },
      ],
      en: [{ variant: 'our platform (the marketplace)', pattern: word('our platform') }],
      fi: [{ variant: 'alustamme (the marketplace)', pattern: stem('alustamme') }],
      sv: [{ variant: 'vår plattform (the marketplace)', pattern: word('vår plattform') }],
      et: [{ variant: 'meie platvorm (the marketplace)', pattern: stem('meie platvorm') }],
      nl: [{ variant: 'ons platform (the marketplace)', pattern: word('ons platform') }],
    },
  },
  {
    term: 'author',
    accepted: {
      'pt-BR': 'autor',
      'pt-PT': 'autor',
      en: 'author',
      fi: 'tekijä',
      sv: 'upphovsperson',
      et: 'autor',
      nl: 'maker',
    },
    rejected: {
      sv: [{ variant: 'upphovsman', pattern: stem('upphovsm(?:an|än)') }],
      nl: [
        {
          variant: 'auteur',
          pattern: new RegExp(`${NOT_LETTER_BEFORE}auteurs?(?![\\p{L}-])`, 'iu'),
        },
      ],
    },
  },
  {
    term: 'duration',
    accepted: {
      'pt-BR': 'duração',
      'pt-PT': 'duração',
      en: 'duration',
      fi: 'kesto',
      sv: 'löptid',
      et: 'kestus',
      nl: 'looptijd',
    },
    rejected: {
      fi: [{ variant: 'voimassaoloaika', pattern: stem('voimassaoloaik') }],
      sv: [{ variant: 'giltighetstid', pattern: stem('giltighetstid') }],
    },
  },
  {
    term: '30 days',
    accepted: {
      'pt-BR': '30 dias',
      'pt-PT': '30 dias',
      en: '30 days',
      fi: '30 päivää',
      sv: '30 dagar',
      et: '30 päeva',
      nl: '30 dagen',
    },
    rejected: {
      en: [{ variant: 'a monthly licence', pattern: word('monthly licen[cs]es?') }],
    },
  },
  {
    term: '1 year',
    accepted: {
      'pt-BR': '1 ano',
      'pt-PT': '1 ano',
      en: '1 year',
      fi: '1 vuosi',
      sv: '1 år',
      et: '1 aasta',
      nl: '1 jaar',
    },
    rejected: {
      en: [{ variant: 'an annual licence', pattern: word('(?:annual|yearly) licen[cs]es?') }],
    },
  },
  {
    term: 'indefinite rental',
    accepted: {
      'pt-BR': 'aluguel por prazo indeterminado',
      'pt-PT': 'aluguer por tempo indeterminado',
      en: 'indefinite rental',
      fi: 'vuokra toistaiseksi',
      sv: 'hyra tills vidare',
      et: 'tähtajatu rent',
      nl: 'huur voor onbepaalde tijd',
    },
    rejected: {
      'pt-BR': [{ variant: 'locação, aluguer', pattern: stem('locaç|aluguer') }],
      'pt-PT': [{ variant: 'locação, aluguel', pattern: stem('locaç|aluguel') }],
      en: [
        {
          variant: 'unlimited or open-ended rental',
          pattern: word('(?:unlimited|open-ended|perpetual) rentals?'),
        },
      ],
      fi: [{ variant: 'rajaton vuokra', pattern: stem('rajato\\w* vuokr') }],
      sv: [{ variant: 'obegränsad hyra', pattern: stem('obegränsa\\w* hyr') }],
      et: [{ variant: 'lõputu rent', pattern: stem('lõputu\\w* rent') }],
      nl: [{ variant: 'onbeperkte huur', pattern: stem('onbeperkte huur') }],
    },
  },
  {
    term: 'lifetime',
    accepted: {
      'pt-BR': 'vitalícia',
      'pt-PT': 'vitalícia',
      en: 'lifetime',
      fi: 'pysyvä',
      sv: 'permanent',
      et: 'alaline',
      nl: 'permanent',
    },
    rejected: {
      'pt-BR': [{ variant: 'perpétua', pattern: stem('perpétu') }],
      'pt-PT': [{ variant: 'perpétua', pattern: stem('perpétu') }],
      en: [{ variant: 'perpetual', pattern: word('perpetual') }],
      fi: [{ variant: 'elinikäinen', pattern: stem('elinikäi') }],
      sv: [{ variant: 'livstidslicens', pattern: stem('livstidslicens') }],
      et: [{ variant: 'eluaegne', pattern: stem('eluaegs|eluaegne') }],
      nl: [{ variant: 'levenslang', pattern: stem('levenslang') }],
    },
  },
  {
    term: 'expand (a licence)',
    accepted: {
      'pt-BR': 'ampliar',
      'pt-PT': 'alargar',
      en: 'expand',
      fi: 'laajentaa',
      sv: 'utöka',
      et: 'laiendama',
      nl: 'uitbreiden',
    },
    rejected: {
      'pt-BR': [{ variant: 'estender a licença', pattern: near('estend', 'licenç', 60) }],
      'pt-PT': [
        { variant: 'estender, ampliar a licença', pattern: near('estend|ampli', 'licenç', 60) },
      ],
      en: [{ variant: 'extend a licence', pattern: near('extend', 'licen[cs]e', 60) }],
      fi: [{ variant: 'pidentää lisenssiä', pattern: near('pident', 'lisenss', 120) }],
      sv: [
        {
          variant: 'förlänga, utvidga, uppgradera en licens',
          pattern: near('förläng|utvidg|uppgrader', 'licens', 80),
        },
      ],
      et: [{ variant: 'pikendama litsentsi', pattern: near('pikend', 'litsents', 120) }],
      nl: [{ variant: 'een licentie verlengen', pattern: near('verleng', 'licentie', 80) }],
    },
  },
  {
    term: 'upgrade (to lifetime)',
    accepted: {
      'pt-BR': 'tornar vitalícia',
      'pt-PT': 'tornar vitalícia',
      en: 'upgrade to Lifetime',
      fi: 'muuttaa pysyväksi',
      sv: 'göra permanent',
      et: 'muuta alaliseks',
      nl: 'permanent maken',
    },
    rejected: {
      'pt-BR': [{ variant: 'upgrade', pattern: word('upgrade') }],
      'pt-PT': [{ variant: 'upgrade', pattern: word('upgrade') }],
      sv: [{ variant: 'uppgradera', pattern: stem('uppgrader') }],
      nl: [{ variant: 'upgraden', pattern: stem('upgrad') }],
    },
  },
  {
    term: 'certificate',
    accepted: {
      'pt-BR': 'certificado',
      'pt-PT': 'certificado',
      en: 'certificate',
      fi: 'todistus',
      sv: 'licensbevis',
      et: 'litsentsitõend',
      nl: 'certificaat',
    },
    rejected: {
      fi: [{ variant: 'sertifikaatti', pattern: stem('sertifikaat') }],
      sv: [{ variant: 'certifikat', pattern: stem('certifikat') }],
      et: [{ variant: 'sertifikaat', pattern: stem('sertifikaa?t') }],
    },
  },
  {
    term: 'catalogue',
    accepted: {
      'pt-BR': 'catálogo',
      'pt-PT': 'catálogo',
      en: 'catalogue',
      fi: 'valikoima',
      sv: 'katalog',
      et: 'kataloog',
      nl: 'catalogus',
    },
    rejected: {
      en: [{ variant: 'catalog', pattern: word('catalogs?') }],
    },
  },
  {
    term: 'marketplace',
    accepted: {
      'pt-BR': 'marketplace',
      'pt-PT': 'mercado',
      en: 'marketplace',
      fi: 'kauppapaikka',
      sv: 'marknadsplats',
      et: 'turuplats',
      nl: 'marktplaats',
    },
    rejected: {
      'pt-PT': [{ variant: 'marketplace', pattern: word('marketplace') }],
      fi: [{ variant: 'markkinapaikka', pattern: stem('markkinapaik') }],
      sv: [{ variant: 'marknadsplattform', pattern: stem('marknadsplattform') }],
      et: [
        {
          variant: 'turg (for the marketplace)',
          pattern: stem('(?:see|selle|sellel|seda|meie)\\s+tur(?:g|u|gu|ul|ule|ult)(?![\\p{L}])'),
        },
      ],
      nl: [{ variant: 'marktplek', pattern: stem('marktplek') }],
    },
  },
  {
    term: 'distribute (what a platform does)',
    accepted: {
      'pt-BR': 'distribuir',
      'pt-PT': 'distribuir',
      en: 'distribute',
      fi: 'jaella',
      sv: 'distribuera',
      et: 'levitama',
      nl: 'distribueren',
    },
    rejected: {
      fi: [
        {
          variant: 'jakaa (share, divide)',
          pattern: stem(
            '(?:saa|saavat|saisi|saisivat|voi|voivat)\\s+jakaa(?![\\p{L}])|jak(?:aa|avat|oi|oivat)\\s+teo[sk]',
          ),
        },
      ],
      nl: [
        {
          variant: 'verspreiden',
          pattern: near('platform', 'versprei(?:d|dt|den)(?![\\p{L}])', 80),
        },
      ],
    },
  },
  {
    term: 'byline',
    accepted: {
      'pt-BR': 'de {{author}}',
      'pt-PT': 'de {{author}}',
      en: 'by {{author}}',
      fi: 'Tekijä: {{author}}',
      sv: 'av {{author}}',
      et: 'Autor: {{author}}',
      nl: 'door {{author}}',
    },
    rejected: {
      fi: [{ variant: 'tekijä: (lower case)', pattern: /(?:^|[^\p{L}])tekijä:\s*\{\{/u }],
      et: [{ variant: 'autor: (lower case)', pattern: /(?:^|[^\p{L}])autor:\s*\{\{/u }],
    },
  },
  {
    term: 'SHA-256 fingerprint',
    accepted: {
      'pt-BR': 'impressão digital SHA-256',
      'pt-PT': 'impressão digital SHA-256',
      en: 'SHA-256 fingerprint',
      fi: 'SHA-256-tiiviste',
      sv: 'SHA-256-fingeravtryck',
      et: 'SHA-256-räsi',
      nl: 'SHA-256-vingerafdruk',
    },
    rejected: {
      fi: [{ variant: 'SHA-256 tiiviste', pattern: /SHA-256\s+tiivist/i }],
      sv: [{ variant: 'SHA-256 fingeravtryck', pattern: /SHA-256\s+fingeravtryck/i }],
      et: [{ variant: 'SHA-256 räsi', pattern: /SHA-256\s+räsi/i }],
      nl: [{ variant: 'SHA-256 vingerafdruk', pattern: /SHA-256\s+vingerafdruk/i }],
    },
  },
  {
    term: 'a count in a Portuguese _many form',
    accepted: {
      ...same('(no _many form)'),
      'pt-BR': '{{count}} de licenças',
      'pt-PT': '{{count}} de licenças',
    },
    rejected: {
      'pt-BR': [
        {
          variant: '{{count}} licenças (without "de")',
          pattern: /\{\{\s*(?:count|formatted|number)\s*(?:,[^}]*)?\}\}\s+(?!de\s)/u,
          keys: /_many$/,
        },
      ],
      'pt-PT': [
        {
          variant: '{{count}} licenças (without "de")',
          pattern: /\{\{\s*(?:count|formatted|number)\s*(?:,[^}]*)?\}\}\s+(?!de\s)/u,
          keys: /_many$/,
        },
      ],
    },
  },
  {
    term: 'percentages',
    accepted: {
      'pt-BR': '{{rates.commission, number(style: percent)}}; other figures 85%',
      'pt-PT': '{{rates.commission, number(style: percent)}}; other figures 85%',
      en: '{{rates.commission, number(style: percent)}}; other figures 85%',
      fi: '{{rates.commission, number(style: percent)}}; other figures 85 % (no-break space)',
      sv: '{{rates.commission, number(style: percent)}}; other figures 85 % (no-break space)',
      et: '{{rates.commission, number(style: percent)}}; other figures 85%',
      nl: '{{rates.commission, number(style: percent)}}; other figures 85%',
    },
    rejected: {
      ...every([
        { variant: 'the commission rate typed (7%)', pattern: /(?<![\d.,])7[\s\u00a0\u202f]?%/u },
        { variant: 'a breaking space before %', pattern: /\d[ \t]%/u },
      ]),
      ...Object.fromEntries(
        (['pt-BR', 'pt-PT', 'en', 'et', 'nl'] as const).map((language) => [
          language,
          [
            {
              variant: 'the commission rate typed (7%)',
              pattern: /(?<![\d.,])7[\s\u00a0\u202f]?%/u,
            },
            { variant: 'a breaking space before %', pattern: /\d[ \t]%/u },
            { variant: 'a space before % (write 85%)', pattern: /\d[\u00a0\u202f]%/u },
          ],
        ]),
      ),
    },
  },
  {
    term: 'apostrophe and quotation marks',
    accepted: {
      'pt-BR': '’ and “ ”',
      'pt-PT': '’ and « »',
      en: '’ and “ ”',
      fi: '’ and ” ”',
      sv: '’ and ” ”',
      et: '’ and „ “',
      nl: '’ and ‘ ’',
    },
    rejected: {
      'pt-BR': [
        { variant: "straight apostrophe '", pattern: /'/ },
        { variant: 'straight quotation mark "', pattern: /"/ },
        { variant: '« » or „', pattern: /[«»„]/ },
      ],
      'pt-PT': [
        { variant: "straight apostrophe '", pattern: /'/ },
        { variant: 'straight quotation mark "', pattern: /"/ },
        { variant: '“ ” or „', pattern: /[“”„]/ },
      ],
      en: [
        { variant: "straight apostrophe '", pattern: /'/ },
        { variant: 'straight quotation mark "', pattern: /"/ },
        { variant: '« » or „', pattern: /[«»„]/ },
      ],
      fi: [
        { variant: "straight apostrophe '", pattern: /'/ },
        { variant: 'straight quotation mark "', pattern: /"/ },
        { variant: '“, „ or « »', pattern: /[“„«»]/ },
      ],
      sv: [
        { variant: "straight apostrophe '", pattern: /'/ },
        { variant: 'straight quotation mark "', pattern: /"/ },
        { variant: '“, „ or « »', pattern: /[“„«»]/ },
      ],
      et: [
        { variant: "straight apostrophe '", pattern: /'/ },
        { variant: 'straight quotation mark "', pattern: /"/ },
        { variant: '” or « »', pattern: /[”«»]/ },
      ],
      nl: [
        { variant: "straight apostrophe '", pattern: /'/ },
        { variant: 'straight quotation mark "', pattern: /"/ },
        { variant: '“ ”, „ or « »', pattern: /[“”„«»]/ },
      ],
    },
  },
  {
    term: 'British spelling',
    accepted: {
      ...same('(not applicable)'),
      en: 'authorise, organisation, recognise, analyse, catalogue, dialogue, colour, centre, towards',
    },
    rejected: {
      en: [
        {
          variant: '-ize, -ization',
          pattern:
            /\b(?!(?:size|sizes|sized|prize|prizes|prized|seize|seizes|seized|capsize)\b)[a-z]+iz(?:e|es|ed|ing|ation|ations|er|ers)\b/i,
        },
        { variant: 'analyze', pattern: /\banalyz/i },
        { variant: 'dialog, catalog', pattern: /\b(?:dialog|catalog)s?\b/i },
        {
          variant: 'color, favor, behavior, honor, labor, neighbor',
          pattern: /\b(?:colo|favo|behavio|hono|labo|neighbo)r(?:s|ed|ing|able)?\b/i,
        },
        { variant: 'center, theater', pattern: /\b(?:cent|theat)er(?:s|ed)?\b/i },
        {
          variant: 'canceled, labeled, modeled, traveled',
          pattern: /\b(?:cancel|label|model|travel)(?:ed|ing)\b/i,
        },
        { variant: 'toward', pattern: /\btoward\b/i },
      ],
    },
    allowed: [/Music Modernization Act/],
  },
];

/** Texts in another language by design: the titles and citations of laws, societies' names. */
const ORIGINAL_LANGUAGE_KEYS =
  /^legislation\.jurisdictions\.[^.]+\.(?:laws\[\d+\]\.(?:title|citation)|societies)$/;

function* texts(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* texts(item, `${path}[${index}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      yield* texts(item, path ? `${path}.${key}` : key);
  }
}

/** The language of a locale file, from its path: `…/<language>/<namespace>.json`. */
export function localeFileLanguage(path: string): Language | undefined {
  const language = /([^/]+)\/[^/]+\.json$/.exec(path)?.[1];
  return (LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as Language)
    : undefined;
}

/**
 * The first match of a pattern that does not start inside an interpolation placeholder: the
 * names of variables (`{{upgradeCommission}}`) are not words of the text.
 */
function firstMatch(
  pattern: RegExp,
  text: string,
  placeholders: readonly (readonly [number, number])[],
): RegExpExecArray | null {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  for (let found = global.exec(text); found; found = global.exec(text)) {
    const at = found.index;
    if (!placeholders.some(([start, end]) => at > start && at < end)) return found;
    if (found[0] === '') global.lastIndex++;
  }
  return null;
}

/**
 * Every use of a variant the glossary rejects, in locale files given by path (the path names the
 * language: `…/<language>/<namespace>.json`). Each problem names the file, the key path, what was
 * found and the accepted form. An empty list means every text holds the glossary.
 */
export function findGlossaryProblems(
  files: Record<string, unknown>,
  glossary: readonly GlossaryEntry[] = GLOSSARY,
): string[] {
  const problems: string[] = [];
  for (const [file, content] of Object.entries(files)) {
    const language = localeFileLanguage(file);
    if (!language) {
      problems.push(`${file}: not a locale file (…/<language>/<namespace>.json)`);
      continue;
    }
    for (const [key, text] of texts(content)) {
      if (ORIGINAL_LANGUAGE_KEYS.test(key)) continue;
      const placeholders = [...text.matchAll(/\{\{[^}]*\}\}/g)].map(
        (match) => [match.index, match.index + match[0].length] as const,
      );
      for (const entry of glossary) {
        let checked = text;
        for (const allowed of entry.allowed ?? []) {
          checked = checked.replace(
            new RegExp(allowed.source, `${allowed.flags.replace('g', '')}g`),
            (name) => ' '.repeat(name.length),
          );
        }
        for (const { variant, pattern, keys } of entry.rejected[language] ?? []) {
          if (keys && !keys.test(key)) continue;
          const found = firstMatch(pattern, checked, placeholders);
          if (!found) continue;
          problems.push(
            `${file}: ${key}: “${text.slice(found.index, found.index + found[0].length)}” is a rejected variant (${variant}) of “${entry.term}”; the accepted form in ${language} is “${entry.accepted[language]}”`,
          );
        }
      }
    }
  }
  return problems;
}
