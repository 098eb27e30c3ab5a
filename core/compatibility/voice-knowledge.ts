import type { Carrier } from '../carriers/carrier';
import type { CarrierVoiceFacts, DeviceVoiceStatement } from './voice-facts.types';

/**
 * Port: the sourced voice facts loaded at start-up (maker statements per catalog record, carrier
 * configuration and acceptance policies). Synchronous, since the check's hot path reads it.
 */
export interface VoiceKnowledge {
  deviceStatement(deviceId: string): DeviceVoiceStatement | null;
  carrierFacts(carrier: Carrier): CarrierVoiceFacts;
}

const NOT_STATED = { answer: 'not_stated' as const, basis: 'no source read states it', source: null };

/** Knows nothing: every fact not stated, no acceptance policy. */
export const noVoiceKnowledge: VoiceKnowledge = {
  deviceStatement: () => null,
  carrierFacts: () => ({ offersVolte: NOT_STATED, offersWifiCalling: NOT_STATED, acceptance: null, approvals: [] }),
};
