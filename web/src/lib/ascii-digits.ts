const DECIMAL = /\p{Nd}/u;

/** The value of a decimal digit of any script: its distance from the zero that starts its run of digits. */
function digitValue(c: string): number {
  const point = c.codePointAt(0)!;
  let zero = point;
  while (DECIMAL.test(String.fromCodePoint(zero - 1))) zero--;
  return (point - zero) % 10;
}

/** Decimal digits of any script as ASCII digits: a full-width "３５" or Arabic-Indic "٣٥" from a phone keyboard is "35". */
export const asciiDigits = (text: string): string => text.replace(/\p{Nd}/gu, (c) => (c >= '0' && c <= '9' ? c : String(digitValue(c))));
