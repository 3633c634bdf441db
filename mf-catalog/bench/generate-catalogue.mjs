#!/usr/bin/env node
// Writes a large, deterministic catalogue for the benchmark: the same seed always gives the same
// file, so figures can be compared between runs. Usage:
//   node bench/generate-catalogue.mjs [count=10000] [output=.bench/catalogue-<count>.json]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A small seeded pseudo-random generator (mulberry32). */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPES = ['books', 'music', 'videos', 'images', 'software', 'studies'];
const PLATFORMS_BY_TYPE = {
  books: [['ebook'], ['ebook', 'app-store']],
  music: [['music-streaming'], ['music-streaming', 'video-streaming']],
  videos: [['video-streaming'], ['video-streaming', 'app-store']],
  images: [
    ['ebook', 'app-store'],
    ['app-store', 'ebook'],
  ],
  software: [['app-store']],
  studies: [['ebook'], ['ebook', 'video-streaming']],
};
const FEES = [
  300, 450, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1500, 1800, 2000, 2500, 3000, 4500,
];

/**
 * Words, names and a sentence per language, so titles, authors and descriptions look real. Each
 * list is one string: words split at spaces, names at '|' (a name may have a space).
 */
const LANGUAGES = Object.fromEntries(
  Object.entries({
    'pt-BR': [
      'Canções do Cerrado Cálculo Avançado Memórias da Floresta Histórias Sertão Violão Caminhos Ciência Aberta Luz Rio Noites Brasileiras',
      'João|Antônio|Luíza|Conceição|Sérgio|Márcia|Otávio|Inês',
      'Araújo|Gonçalves|Brandão|Simões|Magalhães|Nóbrega',
      'Uma obra independente, publicada com licença justa e preço transparente.',
    ],
    'pt-PT': [
      'Fados de Lisboa Direitos Bibliotecas Marés Crónicas do Tejo Azulejos Guitarra Portuguesa Estudos Ibéricos',
      'Beatriz|Inês|Gonçalo|João|Leonor|Tomás',
      'Conceição|Gonçalves|Magalhães|Simões|Falcão',
      'Uma obra independente, publicada com licença justa e preço transparente.',
    ],
    en: [
      'Gentle Introduction to Linear Algebra Songs of the North Open Data Maps Field Notes Botanical Drawings Quiet Harbour',
      'Zoë|Renée|Łukasz|Chloë|Noël|José',
      'Fernández|Müller|Dubois-Okafor|Nowak|Brontë',
      'An independent work, published under a fair license at a transparent price.',
    ],
    fi: [
      'Revontulten laulut Kesäyön arvoitus Järven rannalla Avoimen datan vaikutukset Talvi Kantele Metsän hiljaisuus',
      'Väinö|Aino|Eero|Jääskö|Päivi|Jyrki',
      'Mäkelä|Hämäläinen|Järvinen|Kärkkäinen|Pöllänen',
      'Itsenäinen teos, julkaistu reilulla lisenssillä ja avoimella hinnalla.',
    ],
    sv: [
      'Sånger från skärgården Färgrum Öppna kartor Älven Vinterljus Nyckelharpa Skogens röster Fjällvägar',
      'Åsa|Björn|Märta|Göran|Ulla-Britt|Örjan',
      'Öberg|Lindqvist|Åkesson|Söderström|Ångström',
      'Ett fristående verk, publicerat med rättvis licens och öppet pris.',
    ],
    et: [
      'Kõrvemaa talv Tallinna vanalinn Rabade hääl Sügisöö Õunaaed Meri Laulupidu Põhjarannik',
      'Liis|Mari-Liis|Jüri|Tõnu|Ülle|Märt',
      'Sõrmus|Tõnisson|Pärn|Kõiv|Männik',
      'Sõltumatu teos, avaldatud õiglase litsentsi ja läbipaistva hinnaga.',
    ],
    nl: [
      'De stille polder Boekhouder Grachten Windmolens Noordzee Tuinen Verhalen uit Zeeland Licht',
      'Sanne|Joost|Anneke|Daniëlle|Geert|Loïs',
      'de Wit|van den Brûle|Jansen|Bakker|Vermeulen',
      'Een onafhankelijk werk, uitgegeven met een eerlijke licentie en een open prijs.',
    ],
  }).map(([code, [words, first, last, sentence]]) => [
    code,
    { words: words.split(' '), first: first.split('|'), last: last.split('|'), sentence },
  ]),
);
const LANGUAGE_CODES = Object.keys(LANGUAGES);

export function generateCatalogue(count = 10_000, seed = 20261122) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const works = [];
  for (let n = 0; n < count; n++) {
    const language = pick(LANGUAGE_CODES);
    const texts = LANGUAGES[language];
    const type = pick(TYPES);
    const length = 2 + Math.floor(next() * 4);
    const title = Array.from({ length }, () => pick(texts.words)).join(' ');
    const day = new Date(Date.UTC(2023, 0, 1) + Math.floor(next() * 1400) * 86_400_000);
    works.push({
      id: `bench-${String(n).padStart(5, '0')}`,
      title: `${title} ${n}`,
      author: `${pick(texts.first)} ${pick(texts.last)}`,
      type,
      language,
      contentFee: pick(FEES),
      platforms: pick(PLATFORMS_BY_TYPE[type]),
      description: `${title}. ${texts.sentence}`,
      addedOn: day.toISOString().slice(0, 10),
    });
  }
  return { version: 1, works };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 10_000);
  const output = resolve(process.argv[3] ?? `.bench/catalogue-${count}.json`);
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, JSON.stringify(generateCatalogue(count)));
  console.log(`${count} works written to ${output}`);
}
