import type { Carrier } from '../carriers/carrier';
import { needsVolte } from '../carriers/carrier';
import type { DeviceModel } from '../devices/device';
import type { CapabilityLevel, Reason } from './assess-compatibility';

/**
 * VoLTE needs 4G on the network. Without it, calls fall back to 2G/3G where those still run; on
 * a network without them (or one that requires VoLTE) there are no calls at all.
 */
export function assessVolte(d: DeviceModel, c: Carrier, fourG: CapabilityLevel, reasons: Reason[]): CapabilityLevel {
  if (fourG === 'unknown') {
    reasons.push({ capability: 'volte', text: `VoLTE needs 4G, and 4G support on ${c.name} is unknown.` });
    return 'unknown';
  }
  if (fourG === 'not_supported') {
    reasons.push({ capability: 'volte', text: 'No VoLTE without 4G service on this network.' });
    return 'not_supported';
  }
  if (d.volte === null) {
    reasons.push({ capability: 'volte', text: `The source of this device's record does not state VoLTE support, so VoLTE on ${c.name} is unknown.` });
    return 'unknown';
  }
  if (d.volte) {
    reasons.push({ capability: 'volte', text: `Voice calls over LTE (VoLTE) on ${c.name}.` });
    return 'supported';
  }
  if (needsVolte(c.plan)) {
    reasons.push({ capability: 'volte', text: `No VoLTE, and ${c.name} has no 2G or 3G voice to fall back on: no voice calls at all.` });
    return 'not_supported';
  }
  const fallback = c.plan.legacyShutdown.threeG === null ? '3G' : '2G';
  reasons.push({ capability: 'volte', text: `No VoLTE: calls fall back to ${c.name}'s ${fallback} network, with no calls during 4G data.` });
  return 'limited';
}

/** Wi-Fi calling needs both the device and the carrier; unknown where no source gives the carrier's offer. */
export function assessWifiCalling(d: DeviceModel, c: Carrier, reasons: Reason[]): CapabilityLevel {
  if (d.wifiCalling === null) {
    reasons.push({ capability: 'wifiCalling', text: "The source of this device's record does not state Wi-Fi calling support." });
    return 'unknown';
  }
  if (!d.wifiCalling) {
    reasons.push({ capability: 'wifiCalling', text: 'The device does not support Wi-Fi calling.' });
    return 'not_supported';
  }
  if (c.plan.wifiCalling === null) {
    reasons.push({ capability: 'wifiCalling', text: `Whether ${c.name} offers Wi-Fi calling is not known.` });
    return 'unknown';
  }
  if (!c.plan.wifiCalling) {
    reasons.push({ capability: 'wifiCalling', text: `${c.name} does not offer Wi-Fi calling.` });
    return 'not_supported';
  }
  reasons.push({ capability: 'wifiCalling', text: `Wi-Fi calling on ${c.name}.` });
  return 'supported';
}
