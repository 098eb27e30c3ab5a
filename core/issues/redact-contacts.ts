/**
 * Personal numbers and addresses a visitor may type into a problem description: an IMEI, or two run
 * together (14 digits or more, maybe grouped by spaces, dashes, dots, slashes or underscores, in
 * any digit form: full-width digits are read as digits), an e-mail address, a phone number written
 * internationally (+44 20 7946 0018) or the North American way ((555) 010-0100). They are removed
 * before the description is stored, shown to others or sent to a language model: none of them
 * helps find similar problems.
 */
const EMAIL = /[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[a-z]{2,}/giu;
const IMEI = /(?<![\d+])\d(?:[ ./_-]?\d){13,}(?!\d)/g;
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
