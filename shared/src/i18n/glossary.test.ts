import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { GLOSSARY, findGlossaryProblems } from './glossary';
import fixture from './glossary.fixture.json';

/** The common vocabulary; each app's own locale test holds its files to the glossary too. */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** The fixture's cases, each [language, text, accepted]: three texts, or the file is wrong. */
const variantCases = fixture.map((row, index) => {
  if (row.length !== 3 || row.some((cell) => typeof cell !== 'string' || cell === '')) {
    throw new Error(`glossary.fixture.json[${index}]: not [language, text, accepted]`);
  }
  return row as [string, string, string];
});

describe('the glossary', () => {
  it('gives every term one accepted form in each of the seven languages', () => {
    for (const entry of GLOSSARY) {
      expect(Object.keys(entry.accepted).sort(), entry.term).toEqual([...LANGUAGES].sort());
      for (const language of LANGUAGES) expect(entry.accepted[language].trim()).not.toBe('');
    }
  });

  it('is held by the common vocabulary: no rejected variant anywhere', () => {
    expect(findGlossaryProblems(files)).toEqual([]);
  });
});

describe('findGlossaryProblems', () => {
  /** One text in one language, as the checker sees a file. */
  const check = (language: string, text: string, key = 'text') =>
    findGlossaryProblems({ [`app/src/locales/${language}/page.json`]: { [key]: text } });

  // Every variant the texts once used (issues 15 and 23), each caught with its accepted form named:
  // glossary.fixture.json lists them as [language, text, a part of the accepted form].
  it.each(variantCases)('%s: “%s” → %s', (language, text, accepted) => {
    const problems = check(language, text);
    expect(problems.length, problems.join('\n')).toBeGreaterThan(0);
    expect(
      problems.some((problem) => problem.includes(accepted)),
      problems.join('\n'),
    ).toBe(true);
    expect(problems[0]).toMatch(new RegExp(`^app/src/locales/${language}/page\\.json: text: “`));
  });

  it('wants "de" in the Portuguese _many forms, and only there', () => {
    expect(check('pt-BR', '{{formatted}} caracteres', 'storage.characters_many')).toHaveLength(1);
    expect(check('pt-PT', '{{count, number}} obras', 'catalogue.count_many')).toHaveLength(1);
    expect(
      check('pt-PT', 'Não foi possível ler {{count}} licenças guardadas.', 'unreadableSome_many'),
    ).toHaveLength(1);
    expect(check('pt-BR', '{{formatted}} de caracteres', 'storage.characters_many')).toEqual([]);
    expect(check('pt-BR', '{{formatted}} caracteres', 'storage.characters_other')).toEqual([]);
  });

  it('leaves alone the right uses of words that are wrong elsewhere', () => {
    const right: [string, string][] = [
      ['en', 'Authors may license their works directly; the GNU General Public License too.'],
      ['en', 'The Music Modernization Act of 2018, and a licensee’s name.'],
      ['en', 'Its commission of {{rates.commission, number(style: percent)}} is added.'],
      ['fi', 'Saat kopioida, jakaa ja muokata sitä; malli jakaa hinnan osiin.'],
      [
        'fi',
        'Kauppapaikan palkkio on {{rates.commission, number(style: percent)}}, ja 85\u00a0% menee.',
      ],
      ['sv', 'När USA 1998 förlängde upphovsrätten med tjugo år.'],
      ['et', 'Digitaalsel turul ei maksa koopia midagi. Autor: {{author}}'],
      ['nl', 'Het auteursrecht, de Auteurswet en het verspreiden van verbeteringen.'],
      ['pt-PT', 'A sua licença de «{{title}}» está pronta.'],
      ['pt-BR', 'Essa lógica deveria se estender ao licenciamento direto.'],
      ['nl', 'kost {{difference}} plus {{upgradeCommission}} commissie'],
    ];
    for (const [language, text] of right) expect(check(language, text), text).toEqual([]);
    expect(
      findGlossaryProblems({
        'app/src/locales/nl/legal.json': {
          legislation: { jurisdictions: { fr: { societies: 'SACEM (Société des auteurs)' } } },
        },
      }),
    ).toEqual([]);
  });
});
