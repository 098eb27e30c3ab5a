import type { IssueCategory } from '../issues/issue-category';
import type { Position } from './geo';

/** Radio technologies in the OpenCelliD format (NR is 5G). */
export const RADIOS = ['GSM', 'CDMA', 'UMTS', 'LTE', 'NR'] as const;
export type Radio = (typeof RADIOS)[number];

export const OUTAGE_SEVERITIES = ['minor', 'major', 'critical'] as const;
export type OutageSeverity = (typeof OUTAGE_SEVERITIES)[number];

/**
 * Cell towers near the location, counted per network and radio (a dense city has thousands, and
 * the formula needs only how many and which radios); `network` is the carrier id the towers' MCC
 * and MNC resolved to.
 */
export interface TowerCount {
  network: string | null;
  radio: Radio;
  count: number;
}

/** The number of towers in a list of counts. */
export const towerTotal = (towers: TowerCount[]): number => towers.reduce((sum, t) => sum + t.count, 0);

/** An outage report from an imported feed; `count` is how many reports or people it stands for. */
export interface OutageEvidence {
  providerKey: string;
  category: string;
  severity: OutageSeverity;
  count: number;
  at: Date;
  position: Position;
}

/** An issue report a user filed. */
export interface IssueEvidence {
  providerKey: string | null;
  /** Who filed it (a keyed hash of the caller); null for reports from before this was kept, each then its own reporter. */
  reporter?: string | null;
  category: IssueCategory;
  at: Date;
  position: Position;
}

export interface EvidenceNear {
  towers: TowerCount[];
  outages: OutageEvidence[];
  issues: IssueEvidence[];
}

/** Which evidence to read: within `radiusKm` of `center`, reports since `since` (towers have no date). */
export interface CoverageArea {
  center: Position;
  radiusKm: number;
  since: Date;
}

/**
 * The evidence stores (towers, outage feed, issue reports) behind one port. Adapters must answer
 * from a spatial index, never a table scan, and return only rows inside the circle.
 */
export interface CoverageEvidence {
  near(area: CoverageArea): Promise<EvidenceNear>;
}

/**
 * The key that ties evidence to a provider: the catalog id when the name is known (so "T-Mobile" and
 * "tmobile" agree), otherwise the name folded to lower-case letters and digits.
 */
export function providerKeyOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
