/** The device compatibility policy: one source for the web card, the API and the PDF. */
export const POLICY_VERSION = '2.0';
export const POLICY_LAST_UPDATED = 'January 2025';
export const REQUIRED_BANDS = [4, 7, 12];
export const NUMBER_PORTING_HOURS = '2-24 hours';
export const RETENTION_MONTHS = 12;
export const FREE_REQUESTS_PER_HOUR = 100;

export interface PolicySection {
  heading: string;
  paragraphs: string[];
}

export interface PolicyDocument {
  title: string;
  version: string;
  lastUpdated: string;
  alphaNotice: string;
  sections: PolicySection[];
  acknowledgement: string;
}

/**
 * Builds the policy for the operator's network name (the specification's "DOTM") and, when the
 * operator has set them (SUPPORT_HOURS), its customer support hours: never a made-up default.
 */
export function buildPolicy(networkName: string, supportHours: string | null = null): PolicyDocument {
  return {
    title: `${networkName} Network Policy & Terms`,
    version: POLICY_VERSION,
    lastUpdated: POLICY_LAST_UPDATED,
    alphaNotice: `This is an Alpha service: results are tentative and experimental. Free to use under ${FREE_REQUESTS_PER_HOUR} requests per hour (TPH). An MCP server is available for AI agents.`,
    sections: [
      {
        heading: 'Data Collection & Usage',
        paragraphs: [
          'To analyze your device we collect its IMEI, the carrier you selected and, if you provide it, your location.',
          'The IMEI identifies the device model through its type allocation code (TAC); we use it only to assess network compatibility and to improve the service.',
        ],
      },
      {
        heading: 'Privacy Protection',
        paragraphs: [
          'IMEIs are stored only as a keyed hash and a masked form; the full number is never kept in clear.',
          'Locations are kept coarsely (city, region, country). We do not sell personal data.',
        ],
      },
      {
        heading: 'Network Compatibility Notice',
        paragraphs: [
          `Full service on ${networkName} requires LTE bands ${REQUIRED_BANDS.join(', ')} and VoLTE for voice calls.`,
          'Results are estimates from published band data; actual coverage and speeds depend on location, signal and network load.',
          `Number porting takes ${NUMBER_PORTING_HOURS}.`,
        ],
      },
      {
        heading: 'Data Retention',
        paragraphs: [
          `Device analysis data is retained for ${RETENTION_MONTHS} months and then deleted automatically.`,
          'You may request earlier deletion through customer support.',
        ],
      },
      ...(supportHours ? [{ heading: 'Customer Support', paragraphs: [`${networkName} customer support is available ${asClause(supportHours)}.`] }] : []),
    ],
    acknowledgement: `I acknowledge this is an Alpha service and agree to the ${networkName} Network Policy and Terms of Service`,
  };
}

/** Operator text set into a sentence: one line, without the full stop or mark it may end with. */
const asClause = (text: string): string => text.replace(/\s+/g, ' ').trim().replace(/[.!?;,]+$/, '');
