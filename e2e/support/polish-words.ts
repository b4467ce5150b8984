import { spellCheckDocument } from 'cspell-lib';

/**
 * The Polish words of a text meant to be English: words the British English
 * dictionary does not know and the Polish one does („Telefon”, „karuzela”,
 * „powiększ”), found with the dictionaries `npm run spell` uses
 * (cspell.config.yaml). A word neither knows (a trade word, a name) is no
 * Polish; names that are also Polish words are the caller's to leave out.
 */
export async function polishWords(text: string): Promise<string[]> {
  const englishUnknown = await unknownWords(text, 'en-GB');
  if (englishUnknown.length === 0) return [];
  const polishUnknown = new Set(await unknownWords(englishUnknown.join('\n'), 'pl'));
  return [...new Set(englishUnknown.filter((word) => !polishUnknown.has(word)))];
}

async function unknownWords(text: string, language: 'en-GB' | 'pl'): Promise<string[]> {
  const result = await spellCheckDocument(
    { uri: 'file:///page.txt', text, languageId: 'plaintext', locale: language },
    { generateSuggestions: false, noConfigSearch: true },
    {
      language,
      // Two letters and more: „na”, „za”, „od” are Polish too.
      minWordLength: 2,
      import: language === 'pl' ? ['@cspell/dict-pl_pl/cspell-ext.json'] : [],
    },
  );
  return result.issues.map((issue) => issue.text);
}
