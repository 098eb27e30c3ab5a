import { redactContacts } from './redact-contacts';

describe('redactContacts', () => {
  it.each([
    ['Calls drop on my phone IMEI 352931100000009 since Monday', 'Calls drop on my phone IMEI [IMEI removed] since Monday'],
    ['imei 35-293110-000000-9, no signal', 'imei [IMEI removed], no signal'],
    ['IMEI 35 293110 000000 9 / SV 3529311000000001', 'IMEI [IMEI removed] / SV [IMEI removed]'],
    ['call me at +1 555 0100 or a.b@example.co.uk', 'call me at [phone number removed] or [e-mail removed]'],
    ['text (555) 010-0100 please', 'text [phone number removed] please'],
    ['or +44 (0)20 7946 0018', 'or [phone number removed]'],
    ['IMEI: 35/293110/000000/9 drops', 'IMEI: [IMEI removed] drops'],
    ['IMEI ３５２９３１１０００００００９ drops', 'IMEI [IMEI removed] drops'],
    ['IMEI 352931100000009352931100000017 drops', 'IMEI [IMEI removed] drops'],
    ['serial 35_2931_1000_0000_9 drops', 'serial [IMEI removed] drops'],
    // Every form the check reads as an IMEI: runs of separators, typographic dashes, other scripts' digits.
    ['IMEI 35 - 293110 - 000000 - 9 drops', 'IMEI [IMEI removed] drops'],
    ['IMEI 35\u2010293110\u2010000000\u20109 drops', 'IMEI [IMEI removed] drops'],
    ['IMEI 35–293110–000000–9 drops', 'IMEI [IMEI removed] drops'],
    ['IMEI 35 / 293110 / 000000 / 9 drops', 'IMEI [IMEI removed] drops'],
    ['IMEI ٣٥٢٩٣١١٠٠٠٠٠٠٠٩ drops', 'IMEI [IMEI removed] drops'],
  ])('removes personal numbers and addresses: %s', (text, expected) => {
    expect(redactContacts(text)).toBe(expected);
  });

  it.each([
    'No 5G on band n77 near exit 12 of I-95 since 2024-05-01',
    'Speed drops to 0.5 Mbps between 18:00 and 22:00, about 3 out of 10 calls fail',
    'Lost signal at 51.5072, -0.1276 on the 5th floor; tower 310260 maybe',
  ])('leaves the rest of a description as it is: %s', (text) => {
    expect(redactContacts(text)).toBe(text);
  });
});
