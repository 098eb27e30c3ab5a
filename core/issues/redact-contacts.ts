/**
 * Personal numbers and addresses a visitor may type into a problem description: an IMEI (14 to 17
 * digits, maybe grouped by spaces, dashes or dots), an e-mail address, a phone number written
 * internationally (+44 20 7946 0018) or the North American way ((555) 010-0100). They are removed
 * before the description is stored, shown to others or sent to a language model: none of them
 * helps find similar problems.
 */
const EMAIL = /[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[a-z]{2,}/giu;
const IMEI = /(?<![\d+])\d(?:[ .-]?\d){13,16}(?!\d)/g;
const INTERNATIONAL_PHONE = /\+\d(?:[ .-]?\(?\d\)?){6,14}(?!\d)/g;
const NORTH_AMERICAN_PHONE = /(?<!\d)\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}(?!\d)/g;

export function redactContacts(text: string): string {
  return text
    .replace(EMAIL, '[e-mail removed]')
    .replace(INTERNATIONAL_PHONE, '[phone number removed]')
    .replace(IMEI, '[IMEI removed]')
    .replace(NORTH_AMERICAN_PHONE, '[phone number removed]');
}
