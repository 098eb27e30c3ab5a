import type { TacOrigin, TacRecord } from '../../core';

/** What many TACs share: one device's brand and name, where it came from and its catalog model. */
export interface TacDevice {
  make: string;
  model: string;
  origin: TacOrigin;
  modelId?: string;
  /** Sibling names or model codes of the list's row. */
  aka?: string[];
}

/**
 * All known TACs in a few flat arrays: TACs as sorted 32-bit numbers (an 8-digit TAC fits) and,
 * beside each, the index of its device in a table of distinct devices. A million TACs take about
 * 8 MB plus the distinct names, where a Map of records would take several hundred MB; a lookup is
 * a binary search of at most 20 steps.
 */
export class CompactTacIndex {
  constructor(
    private readonly tacs: Uint32Array,
    private readonly refs: Uint32Array,
    readonly devices: readonly TacDevice[],
  ) {}

  static readonly empty = new CompactTacIndex(new Uint32Array(0), new Uint32Array(0), []);

  get size(): number {
    return this.tacs.length;
  }

  find(tac: string): TacRecord | null {
    if (tac.length !== 8) return null;
    const key = Number(tac);
    if (!Number.isInteger(key)) return null;
    let lo = 0;
    let hi = this.tacs.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const v = this.tacs[mid];
      if (v === key) return { tac, ...this.devices[this.refs[mid]] };
      if (v < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return null;
  }

  private counts: Map<string, number> | null = null;

  /** How many TACs each origin (imported, shipped list, community) contributed. */
  countsByOrigin(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (let i = 0; i < this.refs.length; i++) {
      const origin = this.devices[this.refs[i]].origin;
      counts[origin] = (counts[origin] ?? 0) + 1;
    }
    return counts;
  }

  /** How many TACs point at each catalog model id (counted once per index). */
  tacCountsByModel(): Map<string, number> {
    if (this.counts) return this.counts;
    const perDevice = new Uint32Array(this.devices.length);
    for (let i = 0; i < this.refs.length; i++) perDevice[this.refs[i]]++;
    const counts = new Map<string, number>();
    this.devices.forEach((d, i) => {
      if (d.modelId) counts.set(d.modelId, (counts.get(d.modelId) ?? 0) + perDevice[i]);
    });
    this.counts = counts;
    return counts;
  }
}

/** Room for 67 million distinct devices beside each TAC in one sortable number. */
const DEVICE_SPAN = 2 ** 26;

/** Builds an index from rows in any order; distinct devices are stored once. */
export class CompactTacIndexBuilder {
  private tacs = new Uint32Array(1024);
  private refs = new Uint32Array(1024);
  private length = 0;
  private sorted = true;
  private readonly devices: TacDevice[] = [];
  private readonly deviceIds = new Map<string, number>();

  add(tac: string, device: TacDevice): void {
    const key = Number(tac);
    if (tac.length !== 8 || !Number.isInteger(key)) return;
    if (this.length === this.tacs.length) this.grow();
    if (this.length > 0 && this.tacs[this.length - 1] >= key) this.sorted = false;
    this.tacs[this.length] = key;
    this.refs[this.length] = this.deviceRef(device);
    this.length++;
  }

  build(): CompactTacIndex {
    const tacs = this.tacs.slice(0, this.length);
    const refs = this.refs.slice(0, this.length);
    if (this.sorted) return new CompactTacIndex(tacs, refs, this.devices);
    // Sort TAC and device together as one number each (TAC * 2^26 + device): a native numeric
    // sort of a million doubles takes a fraction of what sorting an index array would.
    const packed = new Float64Array(this.length);
    for (let i = 0; i < this.length; i++) packed[i] = tacs[i] * DEVICE_SPAN + refs[i];
    packed.sort();
    let n = 0;
    for (let i = 0; i < packed.length; i++) {
      const tac = Math.floor(packed[i] / DEVICE_SPAN);
      // A TAC listed twice keeps one device (the database never holds a TAC twice).
      if (n > 0 && tacs[n - 1] === tac) continue;
      tacs[n] = tac;
      refs[n] = packed[i] % DEVICE_SPAN;
      n++;
    }
    return new CompactTacIndex(tacs.slice(0, n), refs.slice(0, n), this.devices);
  }

  private deviceRef(d: TacDevice): number {
    const key = `${d.make}\u0001${d.model}\u0001${d.origin}\u0001${d.modelId ?? ''}\u0001${d.aka?.join('|') ?? ''}`;
    let ref = this.deviceIds.get(key);
    if (ref === undefined) {
      ref = this.devices.length;
      const device: TacDevice = { make: d.make, model: d.model, origin: d.origin };
      if (d.modelId) device.modelId = d.modelId;
      if (d.aka?.length) device.aka = d.aka;
      this.devices.push(device);
      this.deviceIds.set(key, ref);
    }
    return ref;
  }

  private grow(): void {
    const tacs = new Uint32Array(this.tacs.length * 2);
    tacs.set(this.tacs);
    const refs = new Uint32Array(this.refs.length * 2);
    refs.set(this.refs);
    this.tacs = tacs;
    this.refs = refs;
  }
}
