import { aDevice } from '../testing/builders';
import { FakeDeviceRegistry } from '../testing/fakes';
import { FindDevices } from './find-devices';

const us = aDevice({ id: 'iphone-13-us', make: 'Apple', model: 'iPhone 13', variant: 'US (A2482)', modelNumbers: ['A2482'], releaseYear: 2021 });
const global = aDevice({ id: 'iphone-13-global', make: 'Apple', model: 'iPhone 13', variant: 'Global (A2633)', modelNumbers: ['A2633'], releaseYear: 2021 });
const registry = new FakeDeviceRegistry(
  [
    { tac: '35000001', make: 'Apple', model: 'iPhone 13', origin: 'csv', modelId: 'iphone-13-us' },
    { tac: '35000002', make: 'Apple', model: 'iPhone 13', origin: 'csv', modelId: 'iphone-13-us' },
    { tac: '49015420', make: 'Nokia', model: '3110', origin: 'osmocom' },
  ],
  [us, global],
);
const find = new FindDevices(registry);

describe('FindDevices', () => {
  it('lists catalog variants with their TAC counts, and TAC-list devices without band data apart', async () => {
    const r = await find.search('iphone 13');
    expect(r.ok && r.value.models.map((m) => [m.id, m.tacCount])).toEqual([
      ['iphone-13-global', 0],
      ['iphone-13-us', 2],
    ]);
    expect(r.ok && r.value.tacListDevices).toEqual([]);
    const nokia = await find.search('nokia 3110');
    expect(nokia.ok && nokia.value).toMatchObject({ models: [], tacListDevices: [{ make: 'Nokia', model: '3110', modelId: null }] });
  });

  it('never lists a catalog model cut off by the limit as a TAC-list device without band data', async () => {
    const one = await find.search('iphone 13', 1);
    expect(one.ok && one.value.models.map((m) => m.id)).toEqual(['iphone-13-global']);
    expect(one.ok && one.value.tacListDevices).toEqual([]);
  });

  it('refuses an empty query with a message that says what to type', async () => {
    const r = await find.search('  ');
    expect(!r.ok && r.error.code).toBe('INPUT_INVALID');
  });

  it('shows a model by id, by model number or by name, naming its other variants', async () => {
    for (const q of ['iphone-13-global', 'a2633']) {
      const r = await find.show(q);
      expect(r.ok && r.value.id).toBe('iphone-13-global');
    }
    const byName = await find.show('iPhone 13');
    expect(byName.ok && byName.value.otherVariants).toHaveLength(1);
    const none = await find.show('Lumia 920');
    expect(!none.ok && none.error.code).toBe('NOT_FOUND');
  });
});
