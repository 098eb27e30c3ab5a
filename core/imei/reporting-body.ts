/**
 * The first two digits of a TAC name the body that allocated it (GSMA TAC allocation, 3GPP TS 23.003).
 * Source: GSMA "IMEI Allocation and Approval Process" (TS.06) reporting body identifiers.
 */
const REPORTING_BODIES: Record<string, string> = {
  '00': 'Test IMEI, not a production device',
  '01': 'PTCRB, United States',
  '10': 'DECT PP with GSM functionality',
  '30': 'Iridium, United States',
  '33': 'DGPT, France',
  '35': 'BABT, United Kingdom',
  '44': 'BABT, United Kingdom',
  '45': 'NTA, Denmark',
  '49': 'BNetzA, Germany',
  '50': 'BZT ETS, Germany',
  '51': 'Cetecom ICT, Germany',
  '52': 'Cetecom, Germany',
  '53': 'TÜV, Germany',
  '54': 'Phoenix Test Lab, Germany',
  '86': 'TAF, China',
  '91': 'MSAI, India',
  '98': 'BABT, United Kingdom',
  '99': 'GHA, for multi-RAT 3GPP2 devices',
};

export interface ReportingBody {
  code: string;
  name: string;
}

/** Names the reporting body of a TAC, or says it is not one we know. */
export function reportingBodyOf(tac: string): ReportingBody {
  const code = tac.slice(0, 2);
  return { code, name: REPORTING_BODIES[code] ?? 'an unlisted reporting body' };
}
