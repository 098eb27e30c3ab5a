/**
 * "a" or "an" before a name, by how it is said: "an Acme Wireless SIM", "a Verizon SIM"; a name
 * spelled out letter by letter ("MTN", "EE") by the sound of its first letter ("an MTN SIM");
 * "Uni-" and "Use-" sound like "you" ("a Unicom SIM").
 */
export function articleFor(name: string): 'a' | 'an' {
  const word = name.trim().split(/\s+/)[0] ?? '';
  if (/^[A-Z0-9]{2,}$/.test(word) && /[A-Z]/.test(word[0])) return 'AEFHILMNORSX'.includes(word[0]) ? 'an' : 'a';
  if (/^u(ni|s[aeu]|r[aeiou])/i.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}
