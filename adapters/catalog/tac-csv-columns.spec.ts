import { detectDelimiter, parseColumnMapping, resolveColumns } from './tac-csv-columns';

const GSMA = ['TAC', 'Marketing Name', 'Manufacturer', 'Bands', 'Radio Interface', 'Brand Name', 'Model Name', 'Device Type', 'Allocation Date'];

describe('TAC CSV columns', () => {
  it('finds the GSMA columns by their header names, preferring the brand to the registering company', () => {
    expect(resolveColumns(GSMA, {})).toEqual({ tac: 0, name: 1, brand: 5, bands: 3, radio: 4, model: 6, type: 7, date: 8 });
  });

  it('takes an explicit mapping by header name or 1-based column number', () => {
    const mapping = parseColumnMapping('tac=TAC,brand=Manufacturer,name="Marketing Name",model=7');
    expect(mapping).toEqual({ tac: 'TAC', brand: 'Manufacturer', name: 'Marketing Name', model: '7' });
    expect(resolveColumns(GSMA, mapping)).toMatchObject({ tac: 0, brand: 2, name: 1, model: 6 });
  });

  it.each([
    ['tac=TAC,colour=Red', 'Unknown field "colour"'],
    ['tac=', 'gives no column for "tac"'],
    ['just text', '--map must be field=column pairs'],
  ])('refuses the mapping %p', (text, message) => {
    expect(() => parseColumnMapping(text)).toThrow(message);
  });

  it('says which column is missing and how to map it', () => {
    expect(() => resolveColumns(['Code', 'Maker', 'Name'], {})).toThrow('No TAC column found in the header (Code, Maker, Name): map it with --map tac=<column>');
    expect(() => resolveColumns(GSMA, { brand: 'Vendor' })).toThrow('Column "Vendor" for brand is not in the header');
  });

  it.each([
    ['TAC,Name,Brand', ','],
    ['TAC;Name;Brand', ';'],
    ['TAC|Marketing Name|Manufacturer', '|'],
    ['TAC\tName\tBrand', '\t'],
  ])('detects the delimiter of %p', (line, delimiter) => {
    expect(detectDelimiter(line)).toBe(delimiter);
  });
});
