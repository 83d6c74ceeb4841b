/**
 * How every text of a data file is read (parse.ts, readTexts): invisible characters removed,
 * double encodings found and named with the word meant, lengths bounded. The careless files
 * themselves are tried in tests/hostile/careless-texts.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { TEXT_BOUNDS, doubleEncodingRepaired, readTexts, visibleText } from './parse';

/** UTF-8's bytes of `text` read as Windows-1252: what a double encoding leaves. */
const doubleEncoded = (text: string) => new TextDecoder('windows-1252').decode(Buffer.from(text));

describe('invisible characters', () => {
  it.each([
    ['a zero-width space', 'Batterie\u200b', 'Batterie'],
    ['a word joiner and a soft hyphen', 'Aspi\u00adration\u2060', 'Aspiration'],
    ['a byte order mark inside the text', '\ufeff04 65 71 23 81', '04 65 71 23 81'],
    ['a right-to-left override', 'Lavage \u202eextérieur\u202c', 'Lavage extérieur'],
    ['a zero-width joiner between letters', 'Pneu\u200ds', 'Pneus'],
    ['a zero-width joiner inside an emoji: kept', 'Merci 👨\u200d🔧', 'Merci 👨\u200d🔧'],
    ['a skin-toned emoji sequence: kept', '👍🏽\u200d👍', '👍🏽\u200d👍'],
  ])('%s', (_what, text, visible) => expect(visibleText(text)).toBe(visible));
});

describe('a text saved twice in two encodings', () => {
  it.each([
    'l’intérieur',
    'Aspiration complète',
    '« Œuvre » à 2 € : ça, c’est tout…',
    'Forfait – 10 %, déjà très apprécié',
  ])('« %s » is found and repaired', (text) => {
    expect(doubleEncodingRepaired(doubleEncoded(text))).toBe(text);
  });

  it('names the word around it, « à » too (its second byte is a no-break space)', () => {
    expect(readTexts({ intro: doubleEncoded('Ouvert à Noël') })[0]!.message).toContain(
      '« Ã\u00a0 » pour « à »',
    );
  });

  it.each([
    'l’intérieur',
    'à « Vaise »',
    'à\u00a0« Vaise »',
    'Ça ¿ © ® ° ± ²',
    'Ã', // a lone capital A tilde (Portuguese), nothing after it
    'São Paulo',
  ])('« %s », written as meant, is left alone', (text) => {
    expect(doubleEncodingRepaired(text)).toBeUndefined();
  });
});

describe('every text read once', () => {
  it('removes invisible characters in place, at any depth, and bounds each text by its field', () => {
    const data = {
      title: `Batterie\u200b`,
      services: [{ title: 'T'.repeat(TEXT_BOUNDS.title + 1), description: 'D'.repeat(TEXT_BOUNDS.text) }],
      areaServed: ['Écully', 'x'.repeat(TEXT_BOUNDS.text + 1)],
      intro: doubleEncoded('Confiez-nous l’intérieur'),
    };
    expect(readTexts(data)).toEqual([
      {
        at: ['services', 0, 'title'],
        message:
          'ce titre fait 151 caractères : 150 au plus, pour que la page reste lisible ; raccourcissez-le',
        tooLong: true,
      },
      {
        at: ['areaServed', 1],
        message:
          'ce texte fait 1\u202f001 caractères : 1\u202f000 au plus, pour que la page reste lisible ; raccourcissez-le',
        tooLong: true,
      },
      {
        at: ['intro'],
        message:
          'texte abîmé par un double enregistrement (lu en Windows-1252, « ANSI », puis réenregistré en UTF-8) : « lâ€™intÃ©rieur » pour « l’intérieur » ; retapez les lettres accentuées et la ponctuation de ce texte, ou reprenez la version précédente du fichier',
      },
    ]);
    expect(data.title).toBe('Batterie');
  });
});
