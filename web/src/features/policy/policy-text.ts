import { buildPolicy, type PolicyDocument, type PolicySection } from '../../../../core/policy/policy-document';

/**
 * The words of the policy card. The policy itself (title, version, notice, sections,
 * acknowledgement) comes from the server's document (GET /api/policy); the card adds its own
 * labels around it. The core's pure builder provides the same document when the fetch fails.
 */
export type { PolicyDocument, PolicySection };

export const NETWORK_NAME = 'Bandwise Mobile';
const TITLE_SUFFIX = ' Network Policy & Terms';

export interface PolicyText {
  networkName: string;
  version: string;
  lastUpdated: string;
  title: string;
  intro: string;
  alphaNotice: { title: string; paragraphs: string[] };
  /** Banner titles and lines name the carrier the check actually ran on. */
  compatibleTitle: (carrier: string) => string;
  /** The banner line for a compatible device; `features` is e.g. '4G LTE, 5G and VoLTE'. */
  compatibleText: (device: { make: string; model: string; features: string; carrier: string }) => string;
  limitedTitle: string;
  limitedText: (carrier: string) => string;
  /** The banner title when the verdict is unknown: neither compatible nor limited is known. */
  unknownTitle: (carrier: string) => string;
  unknownText: (carrier: string) => string;
  sections: PolicySection[];
  acknowledgement: string;
  acceptLabel: string;
  declineLabel: string;
  lastUpdatedLine: string;
}

/** The document names the network only inside its title ('{network} Network Policy & Terms'). */
function networkNameOf(document: PolicyDocument): string {
  const { title } = document;
  return title.endsWith(TITLE_SUFFIX) && title.length > TITLE_SUFFIX.length ? title.slice(0, -TITLE_SUFFIX.length) : NETWORK_NAME;
}

export function policyTextFrom(document: PolicyDocument): PolicyText {
  const networkName = networkNameOf(document);
  return {
    networkName,
    version: document.version,
    lastUpdated: document.lastUpdated,
    title: document.title,
    intro: `Policy version ${document.version}. Please review how we handle your data before viewing your device analysis.`,
    alphaNotice: { title: 'Alpha Service Notice', paragraphs: [document.alphaNotice] },
    compatibleTitle: (carrier) => `Device Compatible with ${carrier}`,
    compatibleText: ({ make, model, features, carrier }) => `Your ${make} ${model} supports ${features} on ${carrier}.`,
    limitedTitle: 'Limited Network Compatibility',
    limitedText: (carrier) => `Your device may have reduced functionality on ${carrier}.`,
    unknownTitle: (carrier) => `Compatibility with ${carrier} Unknown`,
    unknownText: (carrier) => `Our sources do not say enough about this device to confirm how it works on ${carrier}; the result explains what is missing.`,
    sections: document.sections,
    acknowledgement: document.acknowledgement,
    acceptLabel: 'Accept & Continue',
    declineLabel: 'Decline',
    lastUpdatedLine: `Last updated: ${document.lastUpdated}`,
  };
}

/** The policy as the core builds it for the default network: shown when the server's cannot be read. */
export const FALLBACK_POLICY: PolicyDocument = buildPolicy(NETWORK_NAME);

export const POLICY_TEXT: PolicyText = policyTextFrom(FALLBACK_POLICY);
