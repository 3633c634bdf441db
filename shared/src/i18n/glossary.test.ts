import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { GLOSSARY, findGlossaryProblems } from './glossary';

/** The common vocabulary; each app's own locale test holds its files to the glossary too. */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
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

  // Every variant the texts once used (issue 15), each caught with its accepted form named.
  it.each([
    ['pt-BR', 'a comissão da plataforma é somada ao preço', 'comissão do marketplace'],
    ['pt-PT', 'A comissão da plataforma paga o funcionamento do mercado.', 'comissão do mercado'],
    [
      'fi',
      'Näiden kahden summasta laskettava alustapalkkio kattaa ylläpidon.',
      'kauppapaikan palkkio',
    ],
    ['sv', 'En plattformsprovision betalar för driften.', 'marknadsplatsens provision'],
    ['et', 'Platvormi vahendustasu katab kulud.', 'turuplatsi vahendustasu'],
    ['nl', 'Een platformcommissie betaalt voor het beheer.', 'commissie van de marktplaats'],
    ['en', 'The platform’s commission is added to the price.', 'marketplace commission'],
    ['pt-BR', 'as taxas de distribuição e a alíquota da comissão', 'comissão do marketplace'],
    ['en', 'Expand a license at any time.', 'licence (noun), license (verb)'],
    ['en', 'Can I extend or change a licence later?', 'expand'],
    ['en', 'The person or organization the licence is issued to.', 'authorise, organisation'],
    ['en', "Enter the licensee's name.", '’ and “ ”'],
    ['en', 'plus the 7% commission', '{{rates.commission, number(style: percent)}}'],
    [
      'en',
      'A marketplace commission of 7 % of the sum',
      '{{rates.commission, number(style: percent)}}',
    ],
    ['pt-PT', 'mais a comissão de 7 %.', '{{rates.commission, number(style: percent)}}'],
    ['fi', 'sekä 7 %:n palkkion', '{{rates.commission, number(style: percent)}}'],
    ['sv', 'plus provisionen på 7 %.', '{{rates.commission, number(style: percent)}}'],
    ['et', 'pluss 7 % vahendustasu', '{{rates.commission, number(style: percent)}}'],
    ['nl', 'plus 7 % commissie', '{{rates.commission, number(style: percent)}}'],
    ['en', 'at least 85 % of collections', 'other figures 85%'],
    ['sv', 'Giltighetstid', 'löptid'],
    ['et', 'Makset ei võeta: see turg on näidis.', 'turuplats'],
    ['nl', 'Naam van de licentienemer', 'licentiehouder'],
    ['nl', 'transparantieverplichtingen jegens auteurs', 'maker'],
    ['nl', 'kies welke platforms je werk mogen verspreiden', 'distribueren'],
    ['fi', 'Lisenssinsaajan nimi', 'lisenssinhaltija'],
    ['fi', 'valitse alustat, jotka saavat jakaa teostasi', 'jaella'],
    ['fi', 'ja pidentää lisenssiä myöhemmin', 'laajentaa'],
    ['sv', 'Kan jag förlänga eller ändra en licens senare?', 'utöka'],
    ['et', 'Kui ta alustab lühema litsentsiga ja pikendab seda hiljem', 'laiendama'],
    ['nl', 'Kan ik een licentie later verlengen of wijzigen?', 'uitbreiden'],
    ['pt-BR', 'Posso estender ou alterar uma licença depois?', 'ampliar'],
    ['pt-BR', 'o upgrade para vitalícia custa a diferença', 'tornar vitalícia'],
    ['fi', 'tekijä: {{author}}', 'Tekijä: {{author}}'],
    ['et', 'autor: {{author}}', 'Autor: {{author}}'],
    ['et', 'Litsentsikirje SHA-256 räsi', 'SHA-256-räsi'],
  ])('%s: “%s” → %s', (language, text, accepted) => {
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
