import { aCarrier, aDevice } from '../testing/builders';
import { assessVariants } from './assess-variants';

const tmobile = aCarrier();
const us = { label: 'A2482 (iPhone 13, US)', model: aDevice({ id: 'us', lteBands: [2, 4, 12, 66, 71], nrBands: [41, 71] }) };
const noLowBand = { label: 'A2633 (iPhone 13, Global)', model: aDevice({ id: 'global', lteBands: [2, 4, 12, 66], nrBands: [41] }) };
const europe = { label: 'SM-A546B (Galaxy A54 5G, International)', model: aDevice({ id: 'eu', lteBands: [1, 3, 7, 20], nrBands: [78] }) };

describe('assessVariants', () => {
  it('answers 5G supported when every variant has one of the carrier’s 5G bands, even different ones', () => {
    const n25 = { label: 'X (n25)', model: aDevice({ nrBands: [25] }) };
    const n41 = { label: 'Y (n41)', model: aDevice({ nrBands: [41] }) };
    const a = assessVariants([n25, n41], tmobile);
    expect(a.capabilities.fiveG).toBe('supported');
    expect(a.reasons.filter((r) => r.capability === 'fiveG').map((r) => r.text)).toEqual(["X (n25): 5G on T-Mobile's n25.", "Y (n41): 5G on T-Mobile's n41."]);
  });

  it('works with limits when every variant works and some have limits, naming which', () => {
    const a = assessVariants([us, noLowBand], tmobile);
    expect(a.verdict).toBe('works_with_limits');
    expect(a.compatible).toBe(true);
    expect(a.capabilities.fourG).toBe('limited');
    expect(a.headline).toBe(
      'Works on T-Mobile; the limits depend on the variant (A2482 (iPhone 13, US): works; A2633 (iPhone 13, Global): works with limits). Give the model number from Settings > About phone for an exact answer.',
    );
    expect(a.reasons.map((r) => r.text)).toContain("A2633 (iPhone 13, Global): Missing band 71 (600 MHz), T-Mobile's low band: reduced indoor and rural coverage.");
  });

  it('says it depends on the variant when one works and another does not, and claims nothing the variants disagree on', () => {
    const a = assessVariants([us, europe], tmobile);
    expect(a.verdict).toBe('unknown');
    expect(a.compatible).toBe(false);
    expect(a.capabilities).toEqual({ fourG: 'unknown', fiveG: 'unknown', volte: 'unknown', wifiCalling: 'unknown' });
    expect(a.headline).toContain('depends on its variant, which its TAC does not tell: A2482 (iPhone 13, US): works; SM-A546B (Galaxy A54 5G, International): does not work.');
    expect(a.speeds.fourGMbps).toBeNull();
  });

  it('states shared sentences once and keeps the variants’ own verdict when they all agree', () => {
    const a = assessVariants([us, { ...us, label: 'A2631 (iPhone 13, Canada)' }], tmobile);
    expect(a.verdict).toBe('works');
    expect(a.headline).toBe('Works on T-Mobile, including 5G and Wi-Fi calling.');
    expect(a.reasons.every((r) => !r.text.startsWith('A26'))).toBe(true);
  });

  it('claims nothing when one variant has no band data', () => {
    const a = assessVariants([us, { label: 'SM-X (no band data in the catalog)', model: null }], tmobile);
    expect(a.verdict).toBe('unknown');
    expect(Object.values(a.capabilities)).toEqual(['unknown', 'unknown', 'unknown', 'unknown']);
    expect(a.reasons.map((r) => r.text)).toContain('SM-X (no band data in the catalog): No band data for this device, so support on T-Mobile cannot be assessed.');
  });

  it('marks no capability inferred that the answer leaves unknown, though one variant rests on the inference rule', () => {
    const likely = { label: 'L (2023)', model: aDevice({ id: 'l', volte: null, wifiCalling: null, releaseYear: 2023 }) };
    const a = assessVariants([likely, europe], tmobile);
    expect(a.capabilities.volte).toBe('unknown');
    expect(a.inferred).toEqual([]);
    // Both variants on the rule, both likely: the answer is inferred.
    expect(assessVariants([likely, { ...likely, label: 'M (2023)' }], tmobile).inferred).toEqual(['volte', 'wifiCalling']);
  });

  it('counts the verdicts of more than three variants instead of naming each, so the headline stays one sentence', () => {
    const many = [us, noLowBand, europe, { ...europe, label: 'SM-A546E (Galaxy A54 5G)' }];
    expect(assessVariants(many, tmobile).headline).toBe(
      'Whether this device works on T-Mobile depends on its variant, which its TAC does not tell: works for 1 of its 4 variants, works with limits for 1 of its 4 variants, does not work for 2 of its 4 variants. Give the model number from Settings > About phone for an exact answer.',
    );
  });
});
