/**
 * Personal numbers and addresses a visitor may type into a problem description: an IMEI, or two run
 * together (14 digits or more, maybe grouped by runs of spaces, dashes of any kind, dots, slashes or
 * underscores, as the check itself reads them, in any script's digits), an e-mail address, a phone number written
 * internationally (+44 20 7946 0018) or the North American way ((555) 010-0100). They are removed
 * before the description is stored, shown to others or sent to a language model: none of them
 * helps find similar problems.
 */
const EMAIL = /[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[a-z]{2,}/giu;
const IMEI = /(?<![\p{Nd}+])\p{Nd}(?:[\s./_\-\u2010-\u2015]{0,3}\p{Nd}){13,}(?!\p{Nd})/gu;
const INTERNATIONAL_PHONE = /\+\d(?:[ .-]?\(?\d\)?){6,14}(?!\d)/g;
const NORTH_AMERICAN_PHONE = /(?<!\d)\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}(?!\d)/g;

export function redactContacts(text: string): string {
  return text
    .normalize('NFKC')
    .replace(EMAIL, '[e-mail removed]')
    .replace(INTERNATIONAL_PHONE, '[phone number removed]')
    .replace(IMEI, '[IMEI removed]')
    .replace(NORTH_AMERICAN_PHONE, '[phone number removed]');
}
