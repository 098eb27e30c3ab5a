/** A count with its noun in the right number: "1 entry", "3 entries", "2 outage reports". */
export const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;
