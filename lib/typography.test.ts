import { describe, expect, it } from 'vitest';

import { BOUND_ABBREVIATIONS, typeset, typesetRuns } from './typography';

// Written with '~' for a non-breaking space, so the expectations read like the copy.
const show = (text: string) => text.replace(/\u00a0/g, '~');

describe('typeset: Polish line-breaking', () => {
  it('keeps a single-letter word with the next word, in either case', () => {
    expect(show(typeset('Zdjęcia w studiu i w plenerze'))).toBe('Zdjęcia w~studiu i~w~plenerze');
    expect(show(typeset('A po sesji? O tym za chwilę. U nas z kawą.'))).toBe(
      'A~po sesji? O~tym za chwilę. U~nas z~kawą.',
    );
  });

  it('does not treat letters inside words, initials or addresses as words', () => {
    expect(typeset('Ala ma kota')).toBe('Ala ma kota');
    expect(typeset('m.in. teatr')).not.toContain('m.\u00a0');
    expect(typeset('kontakt@swiatlocien.pl a')).toBe('kontakt@swiatlocien.pl a');
  });

  it('keeps a spaced dash off the start of a line', () => {
    expect(show(typeset('Więcej niż obraz – studio w Krakowie'))).toBe(
      'Więcej niż obraz~– studio w~Krakowie',
    );
    expect(typeset('czarno-białe zdjęcia')).toBe('czarno-białe zdjęcia');
  });

  it('keeps a number with the word or unit after it', () => {
    expect(show(typeset('co 6 sekund, 15 usług, 4 K, 50 %'))).toBe(
      'co 6~sekund, 15~usług, 4~K, 50~%',
    );
    expect(show(typeset('od 2014 r. w Krakowie'))).toBe('od 2014~r. w~Krakowie');
  });

  it('keeps a telephone number whole, in a link or in a sentence', () => {
    expect(show(typeset('+48 512 345 678'))).toBe('+48~512~345~678');
    expect(show(typeset('zadzwoń pod numer +48 512 345 678.'))).toBe(
      'zadzwoń pod numer +48~512~345~678.',
    );
    expect(show(typeset('tel. 12 345 67 89'))).toBe('tel.~12~345~67~89');
    // Separate numbers in a list are not a telephone number.
    expect(show(typeset('30, 15 i 6 sekund'))).toBe('30, 15~i~6~sekund');
    expect(show(typeset('w latach 2014 2015'))).toBe('w~latach 2014 2015');
  });

  it('keeps common abbreviations with what follows', () => {
    expect(show(typeset('np. katalog, ul. Długa 5, tel. 512, nr 7, ok. 20 zdjęć'))).toBe(
      'np.~katalog, ul.~Długa~5, tel.~512, nr~7, ok.~20~zdjęć',
    );
    expect(show(typeset('Np. portret'))).toBe('Np.~portret');
  });

  it('keeps legal references together: art., ust., lit., pkt, §', () => {
    expect(show(typeset('na podstawie art. 6 ust. 1 lit. f RODO'))).toBe(
      'na podstawie art.~6~ust.~1~lit.~f~RODO',
    );
    expect(show(typeset('Art. 21 ust. 4, pkt 2, § 3, poz. 12'))).toBe(
      'Art.~21~ust.~4, pkt~2, §~3, poz.~12',
    );
    expect(show(typeset('ul. Stawki 2, 00-193 Warszawa'))).toBe('ul.~Stawki~2, 00-193~Warszawa');
  });

  it('keeps a house number with its street, however many words the street has', () => {
    expect(show(typeset('al. Jana Pawła II 12a'))).toBe('al.~Jana Pawła II~12a');
    expect(show(typeset('pl. Nowy Rynek 5/7'))).toBe('pl.~Nowy Rynek~5/7');
    // Not a street: a number after any other capitalised word may wrap.
    expect(show(typeset('Kraków 2026'))).toBe('Kraków 2026');
  });

  it('keeps a company’s legal form whole and with its name', () => {
    expect(show(typeset('świadczy EmailJS Pte. Ltd. z siedzibą'))).toBe(
      'świadczy EmailJS~Pte.~Ltd. z~siedzibą',
    );
    expect(show(typeset('Cloudflare, Inc., który'))).toBe('Cloudflare,~Inc., który');
    expect(show(typeset('Światłocień sp. z o.o.'))).toBe('Światłocień~sp.~z~o.o.');
    // Not a word that only begins like one.
    expect(show(typeset('Więcej Incydentów'))).toBe('Więcej Incydentów');
  });

  it('binds every listed abbreviation, and none inside a word or an address', () => {
    for (const abbreviation of BOUND_ABBREVIATIONS) {
      expect(show(typeset(`x ${abbreviation} 7`)), abbreviation).toContain(`${abbreviation}~7`);
    }
    expect(typeset('Kraków nr')).toBe('Kraków nr');
    expect(typeset('dron startuje')).toBe('dron startuje');
    expect(typeset('kontakt@swiatlocien.pl. Napisz')).toBe('kontakt@swiatlocien.pl. Napisz');
  });

  it('is idempotent and leaves text without such places alone', () => {
    const once = typeset('Film w 4 K – i co dalej? Art. 6 ust. 1, tel. +48 512 345 678');
    expect(typeset(once)).toBe(once);
    expect(typeset('Więcej niż obraz')).toBe('Więcej niż obraz');
  });
});

describe('typesetRuns: postal codes kept whole', () => {
  it('gives each postal code a run of its own, the rest typeset around it', () => {
    expect(
      typesetRuns('(ul. Stawki 2, 00-193 Warszawa, uodo.gov.pl)').map(
        ({ text, whole }) => [show(text), whole] as const,
      ),
    ).toEqual([
      ['(ul.~Stawki~2, ', false],
      ['00-193', true],
      ['~Warszawa, uodo.gov.pl)', false],
    ]);
    expect(typesetRuns('31-042 Kraków').map((r) => r.whole)).toEqual([true, false]);
  });

  it('leaves text without a postal code as one run, and takes no longer numbers for one', () => {
    expect(typesetRuns('Sesja w studiu')).toEqual([{ text: 'Sesja w\u00a0studiu', whole: false }]);
    for (const text of ['2014-2015', '100-200', '12-3456', 'tel. 512-345-678']) {
      expect(
        typesetRuns(text).some((r) => r.whole),
        text,
      ).toBe(false);
    }
  });
});
