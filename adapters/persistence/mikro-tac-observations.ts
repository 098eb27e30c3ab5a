import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { Clock, TacObservation, TacObservations, TacTally } from '../../core';
import { dbDateFormatter } from './db-date';
import type { ImeiHasher } from './imei-hasher';

/** A date as a query returns it: epoch milliseconds on SQLite (maybe as text), a Date or ISO text on PostgreSQL. */
const storedDate = (value: unknown): Date =>
  value instanceof Date ? value : new Date(typeof value === 'number' || /^\d+$/.test(String(value)) ? Number(value) : String(value));

/**
 * Observations of unknown TACs in the database. The caller and the phone are kept only as HMACs
 * under the instance's secret (the IMEI hash key), so the same visitor and the same phone count once
 * and nobody can be traced from the table.
 */
export class MikroTacObservations implements TacObservations {
  constructor(private readonly orm: MikroORM, private readonly hasher: ImeiHasher, private readonly clock: Clock) {}

  private get knex() {
    return (this.orm.em as SqlEntityManager).getKnex();
  }

  private now() {
    return dbDateFormatter(this.orm)(this.clock.now());
  }

  async record(o: TacObservation): Promise<void> {
    // The instance's HMAC key, with a prefix so a caller hash can never equal an IMEI hash.
    const callerHash = this.hasher.hash(`tac-observer:${o.caller}`);
    const phoneHash = this.hasher.hash(`tac-phone:${o.imei}`);
    await this.knex('tac_observations')
      .insert({ tac: o.tac, caller_hash: callerHash, phone_hash: phoneHash, device_id: o.deviceId, observed_at: this.now() })
      .onConflict(['tac', 'caller_hash'])
      .merge(['device_id', 'phone_hash', 'observed_at']);
  }

  async tally(tac: string): Promise<TacTally | null> {
    return (await this.tallies([tac]))[0] ?? null;
  }

  /** Every observed or decided TAC, or only `tacs`. */
  async tallies(tacs?: string[]): Promise<TacTally[]> {
    // One row per caller; distinct phones among them are the votes.
    const votes = this.knex('tac_observations')
      .select('tac', 'device_id')
      .countDistinct({ callers: 'phone_hash' })
      .min({ first_at: 'observed_at' })
      .max({ last_at: 'observed_at' })
      .groupBy('tac', 'device_id');
    const decisions = this.knex('tac_decisions').select('tac', 'status', 'device_id');
    if (tacs) {
      votes.whereIn('tac', tacs);
      decisions.whereIn('tac', tacs);
    }
    const byTac = new Map<string, TacTally>();
    const entry = (tac: string) => byTac.get(tac) ?? byTac.set(tac, { tac, votes: [], decision: null }).get(tac)!;
    for (const v of (await votes) as Array<{ tac: string; device_id: string; callers: number | string; first_at: unknown; last_at: unknown }>) {
      entry(v.tac).votes.push({ deviceId: v.device_id, callers: Number(v.callers), firstAt: storedDate(v.first_at), lastAt: storedDate(v.last_at) });
    }
    for (const d of (await decisions) as Array<{ tac: string; status: 'confirmed' | 'rejected'; device_id: string | null }>) {
      entry(d.tac).decision = { status: d.status, deviceId: d.device_id };
    }
    return [...byTac.values()].sort((a, b) => a.tac.localeCompare(b.tac));
  }

  /** The operator's word: confirm a TAC as a catalog model, or reject what visitors said. */
  async decide(tac: string, status: 'confirmed' | 'rejected', deviceId: string | null): Promise<void> {
    await this.knex('tac_decisions')
      .insert({ tac, status, device_id: deviceId, decided_at: this.now() })
      .onConflict('tac')
      .merge(['status', 'device_id', 'decided_at']);
  }
}
