import type { Carrier } from '../carriers/carrier';
import type { DeviceModel } from '../devices/device';

const SOURCE = { name: 'test fixture', date: '2025-01-01' };

export const aDevice = (over: Partial<DeviceModel> = {}): DeviceModel => ({
  id: 'test-phone', make: 'Test', model: 'Phone', modelNumbers: ['T1'], aka: [], releaseYear: 2023,
  deviceType: 'smartphone', lteBands: [2, 4, 5, 12, 13, 14, 17, 25, 26, 30, 41, 66, 71], nrBands: [2, 5, 25, 41, 66, 71, 77, 260, 261],
  volte: true, wifiCalling: true, esim: true, tacs: [], source: SOURCE, ...over,
});

export const aCarrier = (over: Partial<Omit<Carrier, 'plan'>> & { plan?: Partial<Carrier['plan']> } = {}): Carrier => {
  const { plan, ...rest } = over;
  return {
    id: 'tmobile', name: 'T-Mobile', country: 'United States', marketShare: '30%', description: 'test', hostNetwork: null,
    source: SOURCE, confidence: 'curated',
    ...rest,
    plan: {
      coreLteBands: [2, 4, 12, 66, 71], lowBands: [71, 12], lowBandLabels: { '71': '600 MHz', '12': '700 MHz' },
      nrBands: [25, 41, 71, 258, 260, 261], legacyShutdown: { threeG: '2022-07-01', twoG: '2024-04-02' },
      volteRequired: true, wifiCalling: true, wifiCallingSource: SOURCE, ...plan,
    },
  };
};
