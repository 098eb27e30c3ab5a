import type { SourceRef } from '../devices/device';

/**
 * One voice fact as far as it is known: `likely` comes from a documented inference rule (never
 * shown as a confirmed yes); `not_stated` means no source read says either way.
 */
export type FactAnswer = 'yes' | 'no' | 'likely' | 'not_stated';

export interface VoiceFact {
  answer: FactAnswer;
  /** Who says so, or the inference rule, in words a reason can quote. */
  basis: string;
  source: SourceRef | null;
}

/** (a) What the device can do. */
export interface DeviceVoiceFacts {
  volte: VoiceFact;
  wifiCalling: VoiceFact;
}

/** A maker's statement about one catalog record, kept apart from the record file. */
export interface DeviceVoiceStatement {
  deviceId: string;
  volte: boolean | null;
  wifiCalling: boolean | null;
  source: SourceRef;
}

/** (c) How a carrier admits devices to voice service. */
export type AcceptanceKind = 'approved_models_only' | 'volte_required' | 'open';

export interface AcceptancePolicy {
  kind: AcceptanceKind;
  /** Plain statement, e.g. "VoLTE required for activation since 2020-08-04". */
  text: string;
  source: SourceRef;
}

/** A sourced statement that models matching a pattern are approved by the carrier. */
export interface ApprovalRule {
  make: string;
  /** Regular expression over the model numbers, e.g. "^SM-[A-Z]\\d{3}U$". */
  modelNumberPattern: string;
  /** Only models released from this year on (a statement about "the iPhone 6 and later" covers the catalog's 2019+ iPhones). */
  minReleaseYear?: number;
  /** Why these count as approved, e.g. "US carrier variant (model number ending in U)". */
  basis: string;
  source: SourceRef;
}

/** (b) and (c) for one carrier. */
export interface CarrierVoiceFacts {
  offersVolte: VoiceFact;
  offersWifiCalling: VoiceFact;
  acceptance: AcceptancePolicy | null;
  approvals: ApprovalRule[];
  /**
   * The host network whose acceptance policy and approvals apply, by name, for an MVNO with no
   * policy of its own: its calls run through the host's voice service, which admits the devices.
   */
  policyOf?: string;
}

/** Whether this model is approved where the carrier admits approved models only. */
export interface ModelApproval {
  approved: boolean;
  basis: string;
  source: SourceRef | null;
}

/** The three facts for one device on one carrier. */
export interface VoiceFacts {
  device: DeviceVoiceFacts;
  carrier: CarrierVoiceFacts;
  approval: ModelApproval | null;
}
