/**
 * Every word of the network policy card in one place, so a server-side policy source can later
 * replace it without touching the components. Texts follow the specification's "Policy card".
 */
export const NETWORK_NAME = 'Bandwise Mobile';

export interface PolicySection {
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface PolicyText {
  networkName: string;
  version: string;
  lastUpdated: string;
  title: string;
  intro: string;
  alphaNotice: { title: string; paragraphs: string[] };
  compatibleTitle: string;
  /** The banner line for a compatible device; `features` is e.g. '4G LTE, 5G and VoLTE'. */
  compatibleText: (device: { make: string; model: string; features: string }) => string;
  limitedTitle: string;
  limitedText: string;
  sections: PolicySection[];
  acknowledgement: string;
  acceptLabel: string;
  declineLabel: string;
  lastUpdatedLine: string;
}

export function buildPolicyText(networkName: string = NETWORK_NAME): PolicyText {
  const version = '2.0';
  const lastUpdated = 'January 2025';
  return {
    networkName,
    version,
    lastUpdated,
    title: `${networkName} Network Policy & Terms`,
    intro: `Policy version ${version}. Please review how we handle your data before viewing your device analysis.`,
    alphaNotice: {
      title: 'Alpha Service Notice',
      paragraphs: [
        'This is an Alpha service: compatibility results are tentative and experimental. Please confirm them with your device maker or carrier before making decisions.',
        'Free to use under 100 TPH (requests per hour). An MCP server is available for AI assistants and agents.',
      ],
    },
    compatibleTitle: `Device Compatible with ${networkName}`,
    compatibleText: ({ make, model, features }) => `Your ${make} ${model} supports ${features} on ${networkName}.`,
    limitedTitle: 'Limited Network Compatibility',
    limitedText: `Your device may have reduced functionality on ${networkName}`,
    sections: [
      {
        title: 'Data Collection & Usage',
        paragraphs: [
          `When you check a device we collect its IMEI, the carrier you chose and the location you gave. We use them to identify the device, assess its compatibility with ${networkName} and improve the service.`,
        ],
        bullets: [
          'IMEI number (International Mobile Equipment Identity)',
          'Device make, model and network capabilities',
          'Selected carrier and approximate location (city, region and country only)',
          'Your answer to this policy',
        ],
      },
      {
        title: 'Privacy Protection',
        paragraphs: [
          'Your IMEI is stored as a keyed hash with a masked copy for display; it is never sold or shared for marketing.',
          'Locations are reduced to city, region and country. Analytics are aggregated and anonymised.',
        ],
      },
      {
        title: 'Network Compatibility Notice',
        paragraphs: [
          `Full service on ${networkName} requires LTE bands 4, 7 and 12. Devices without them may see reduced coverage, speeds or calling features.`,
          'Number porting takes 2-24 hours to complete once requested.',
        ],
      },
      {
        title: 'Data Retention',
        paragraphs: [
          'Device analysis data is retained for 12 months and then deleted.',
          'You may request deletion of your data at any time through customer support.',
        ],
      },
    ],
    acknowledgement: `I acknowledge this is an Alpha service and agree to the ${networkName} Network Policy and Terms of Service`,
    acceptLabel: 'Accept & Continue',
    declineLabel: 'Decline',
    lastUpdatedLine: `Last updated: ${lastUpdated}`,
  };
}

export const POLICY_TEXT: PolicyText = buildPolicyText();
