import { aCarrier, aDevice } from '../testing/builders';
import { deviceVoiceFacts, gatherVoiceFacts, modelApproval, variantWords } from './voice-facts';
import type { CarrierVoiceFacts, DeviceVoiceStatement } from './voice-facts.types';
import { noVoiceKnowledge, type VoiceKnowledge } from './voice-knowledge';

const MAKER = { name: 'Maker spec page', url: 'https://example.org/spec', date: '2024-09-09' };
const POLICY = { name: 'Carrier device policy', date: '2021-01-01' };
const NOT_STATED = { answer: 'not_stated' as const, basis: 'not stated', source: null };

const knowing = (statement: DeviceVoiceStatement | null, carrier?: Partial<CarrierVoiceFacts>): VoiceKnowledge => ({
  deviceStatement: () => statement,
  carrierFacts: () => ({ offersVolte: NOT_STATED, offersWifiCalling: NOT_STATED, acceptance: null, approvals: [], ...carrier }),
});

describe('deviceVoiceFacts: the strongest source speaks', () => {
  it("prefers the maker's statement kept beside the catalog over the record's own flag", () => {
    const facts = deviceVoiceFacts(aDevice({ volte: null }), knowing({ deviceId: 'test-phone', volte: true, wifiCalling: false, source: MAKER }));
    expect(facts.volte).toMatchObject({ answer: 'yes', basis: 'stated by Test (Maker spec page, 2024-09-09)' });
    expect(facts.wifiCalling.answer).toBe('no');
  });

  it("uses the record's source when no maker statement is kept, then the labelled rule, else not stated", () => {
    expect(deviceVoiceFacts(aDevice({ volte: false }), noVoiceKnowledge).volte.answer).toBe('no');
    expect(deviceVoiceFacts(aDevice({ volte: null, releaseYear: 2019 }), noVoiceKnowledge).volte.answer).toBe('likely');
    expect(deviceVoiceFacts(aDevice({ volte: null, releaseYear: 2018 }), noVoiceKnowledge).volte.answer).toBe('not_stated');
    expect(deviceVoiceFacts(aDevice({ volte: null, deviceType: 'tablet' }), noVoiceKnowledge).volte.answer).toBe('not_stated');
    expect(deviceVoiceFacts(aDevice({ volte: null, lteBands: [] }), noVoiceKnowledge).volte.answer).toBe('not_stated');
  });

  it('gives the rule its US basis on a US carrier only, and says elsewhere that no source covers other networks', () => {
    const phone = aDevice({ volte: null, releaseYear: 2024 });
    expect(gatherVoiceFacts(phone, aCarrier(), noVoiceKnowledge).device.volte.basis).toMatch(/taken to support VoLTE, because US carriers stopped activating/);
    const abroad = gatherVoiceFacts(phone, aCarrier({ id: 'ee', name: 'EE', country: 'United Kingdom' }), noVoiceKnowledge).device.volte;
    expect(abroad.answer).toBe('likely');
    expect(abroad.basis).toMatch(/a rule drawn from the US market .*; no source read says whether this model has VoLTE on networks outside the United States$/);
  });
});

describe('modelApproval', () => {
  const approvedOnly: CarrierVoiceFacts = {
    offersVolte: NOT_STATED,
    offersWifiCalling: NOT_STATED,
    acceptance: { kind: 'approved_models_only', text: 'approved models only', source: POLICY },
    approvals: [{ make: 'Samsung', modelNumberPattern: '^SM-[A-Z]\\d{3}U$', basis: 'US carrier variant', source: POLICY }],
  };
  const att = aCarrier({ id: 'att', name: 'AT&T' });

  it.each([
    [{ make: 'Samsung', modelNumbers: ['SM-S921U'], variant: 'US' }, true],
    [{ make: 'Samsung', modelNumbers: ['SM-S921B'], variant: 'International (SM-S921B)' }, false],
    [{ make: 'Samsung', modelNumbers: ['SM-S921U1'], variant: 'US unlocked' }, false],
    [{ make: 'Motorola', modelNumbers: ['XT2415-3'], variant: 'US AT&T (XT2415-3)' }, true],
  ])('%j approved: %s', (device, approved) => {
    expect(modelApproval(aDevice(device), att, approvedOnly)?.approved).toBe(approved);
  });

  it('judges the identified model number when there is one: an unlocked twin listed beside the carrier model is not approved', () => {
    const twins = aDevice({ make: 'Samsung', modelNumbers: ['SM-S918U', 'SM-S918U1'], variant: 'US (SM-S918U, SM-S918U1)' });
    expect(modelApproval(twins, att, approvedOnly, 'SM-S918U1')).toEqual({ approved: false, basis: 'model SM-S918U1', source: null });
    expect(modelApproval(twins, att, approvedOnly, 'SM-S918U')?.approved).toBe(true);
    expect(modelApproval(twins, att, approvedOnly, null)?.approved).toBe(true);
  });

  it("counts, on an MVNO under its host's policy, the variant the host sells", () => {
    const cricket = aCarrier({ id: 'cricket', name: 'Cricket Wireless' });
    const hostVariant = aDevice({ make: 'Motorola', modelNumbers: ['XT2415-3'], variant: 'US AT&T (XT2415-3)' });
    expect(modelApproval(hostVariant, cricket, { ...approvedOnly, approvals: [], policyOf: 'AT&T' })?.basis).toMatch(/^the AT&T variant, sold by AT&T/);
    expect(modelApproval(hostVariant, cricket, { ...approvedOnly, approvals: [] })?.approved).toBe(false);
  });

  it('asks nothing of a carrier that does not admit approved models only', () => {
    expect(modelApproval(aDevice(), att, { ...approvedOnly, acceptance: null })).toBeNull();
  });

  it('names the variant in a few words', () => {
    expect(variantWords(aDevice({ variant: 'International (SM-S921B and others)' }))).toBe('international variant');
    expect(variantWords(aDevice({ variant: 'US mmWave (GKWS6)' }))).toBe('US mmWave variant');
    expect(variantWords(aDevice({ variant: 'XT2313' }))).toBe('model XT2313');
    expect(variantWords(aDevice({ variant: undefined }))).toBe('no approval on record');
    expect(variantWords(aDevice({ variant: 'North America/Taiwan (G020I)' }))).toBe('North America/Taiwan variant');
    expect(variantWords(aDevice({ variant: 'Europe band list' }))).toBe('Europe variant');
    expect(variantWords(aDevice({ variant: 'International models' }))).toBe('international variant');
    expect(variantWords(aDevice({ variant: 'SM-A315F, SM-A315F/DS' }))).toBe('model SM-A315F, SM-A315F/DS');
    expect(variantWords(aDevice({ variant: 'XQ-CC54 / XQ-CC72' }))).toBe('model XQ-CC54 / XQ-CC72');
  });

  it('gathers the three facts for one device on one carrier', () => {
    const facts = gatherVoiceFacts(aDevice({ make: 'Samsung', modelNumbers: ['SM-S921B'], variant: 'International' }), att, knowing(null, approvedOnly));
    expect(facts.device.volte.answer).toBe('yes');
    expect(facts.carrier.acceptance?.kind).toBe('approved_models_only');
    expect(facts.approval).toMatchObject({ approved: false, basis: 'international variant' });
  });
});
