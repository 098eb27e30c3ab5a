import { blacklistChanges, type BlacklistEntry, type BlacklistReport } from './blacklist';

const stored: BlacklistEntry = { reason: 'Reported stolen', source: 'police', addedAt: new Date('2026-01-02T03:04:05Z'), reasonPublic: false };

describe('blacklistChanges: a report on an IMEI already blocked', () => {
  it.each<[string, BlacklistReport, object]>([
    ['the same reason, nothing else given', { reason: 'Reported stolen' }, {}],
    ['the same reason, source and visibility', { reason: 'Reported stolen', source: 'police', reasonPublic: false }, {}],
    ['a new reason, no source given: the source stays', { reason: 'Found by the owner' }, { reason: 'Found by the owner' }],
    ['a new source only', { reason: 'Reported stolen', source: 'insurer' }, { source: 'insurer' }],
    ['the reason made public', { reason: 'Reported stolen', reasonPublic: true }, { reasonPublic: true }],
    ['everything new', { reason: 'Fraud', source: 'bank', reasonPublic: true }, { reason: 'Fraud', source: 'bank', reasonPublic: true }],
  ])('%s', (_case, report, changes) => {
    expect(blacklistChanges(stored, report)).toEqual(changes);
  });

  it('reads an entry stored before reasons could be public as private', () => {
    const old: BlacklistEntry = { reason: 'Lost', source: 'support', addedAt: new Date(0) };
    expect(blacklistChanges(old, { reason: 'Lost', reasonPublic: false })).toEqual({});
  });
});
