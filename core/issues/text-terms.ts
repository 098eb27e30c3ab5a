/**
 * Words that say nothing about which problem a report describes. Negations such as "no" and
 * "not" are kept out too: "no signal" and "signal" describe the same problem.
 */
const STOP_WORDS = new Set(
  (
    'a about after again all also am an and any are as at be been before being but by can cannot could did do does doing ' +
    'for from get gets getting got had has have having he her here him his how i if in into is it its just keep keeps ' +
    'me more most my no nor not now of off on once only or other our out over own same she should since so some still ' +
    'such than that the their them then there these they this those through to too under until up very was we were what ' +
    'when where which while who why will with would you your yours im ive dont doesnt cant wont isnt'
  ).split(' '),
);

/** Light English stemming, enough for "dropping", "dropped" and "drops" to meet as "drop". */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  const rules: Array<[RegExp, string]> = [
    [/ies$/, 'y'],
    [/(ss|eed|us|is)$/, '$1'],
    [/([^aeiou])\1ing$/, '$1'],
    [/([^aeiou])\1ed$/, '$1'],
    [/ing$/, ''],
    [/ed$/, ''],
    [/es$/, 'e'],
    [/s$/, ''],
  ];
  for (const [pattern, replacement] of rules) {
    if (pattern.test(word)) {
      const out = word.replace(pattern, replacement);
      return out.length >= 3 ? out : word;
    }
  }
  return word;
}

/** One word of text as it is indexed and searched: folded, stemmed, or null for a stop word. */
export function indexTerm(word: string): string | null {
  const folded = word.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!folded || STOP_WORDS.has(folded)) return null;
  return stem(folded);
}

/** The distinct terms of a text, in order of first appearance. */
export function textTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{N}']+/u)) {
    const term = indexTerm(word.replace(/'/g, ''));
    if (term) terms.add(term);
  }
  return [...terms];
}
