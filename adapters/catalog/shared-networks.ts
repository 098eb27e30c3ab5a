import type { Network } from './mcc-mnc-carriers';

/** "owned by Telenor and Tele2", "Shared network T-Mobile / Orange": the list's notes naming a shared network's owners. */
const OWNERS = /(?:owned by|shared network)\s+([^.;]+)/i;

const ownerNames = (note: string): string[] =>
  (OWNERS.exec(note)?.[1] ?? '').split(/\s*(?:\band\b|\/)\s*/i).map((t) => t.trim()).filter(Boolean);

/** The network an owner's name means in its country: its brand, a brand in brackets ("Hi3G Access (3)"), or its operator's name. */
function ownerOf(token: string, inCountry: Network[]): Network | undefined {
  const bracketed = /\(([^)]+)\)/.exec(token)?.[1];
  const bare = token.replace(/\s*\([^)]*\)/, '').toLowerCase();
  return (
    inCountry.find((n) => n.name === bracketed) ??
    inCountry.find((n) => n.name.toLowerCase() === bare) ??
    inCountry.find((n) => [...n.operators].some((o) => o.toLowerCase().startsWith(bare)))
  );
}

/**
 * Networks two or more carriers of a country own together (Sweden's Net4Mobility, "Sweden 2G",
 * owned by Telenor and Tele2; Poland's NetWorkS!) are no carrier a visitor buys from: their radio
 * is added to each owner's, saying so, and they are dropped. Only when the notes name every owner
 * as a network of that country; otherwise the entry stays as listed.
 */
export function foldSharedNetworks(networks: Map<string, Network>): void {
  const all = [...networks.values()];
  for (const [key, shared] of networks) {
    const note = shared.notes.find((n) => OWNERS.test(n));
    const names = note ? ownerNames(note) : [];
    if (names.length < 2) continue;
    const owners = names.map((name) => ownerOf(name, all.filter((n) => n.country === shared.country && n !== shared)));
    if (owners.some((o) => !o) || new Set(owners).size !== owners.length) continue;
    const operators = [...shared.operators].filter((o) => o !== shared.name);
    const operatedBy = operators.length ? ` (${operators.join(', ')})` : '';
    for (const owner of owners as Network[]) {
      for (const entry of shared.entries) if (!owner.entries.includes(entry)) owner.entries.push(entry);
      const partners = (owners as Network[]).filter((o) => o !== owner).map((o) => o.name).join(' and ');
      owner.shared.push(`${shared.entries.join(' / ')} on ${shared.name}${operatedBy}, which the list's notes say it shares with ${partners}`);
    }
    networks.delete(key);
  }
}
