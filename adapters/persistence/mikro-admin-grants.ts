import type { MikroORM } from '@mikro-orm/core';
import type { AdminGrant, AdminGrantStore } from '../../core';
import { dbDateFormatter } from './db-date';
import { fromDbDate, knexOf } from './db-rows';

/** Operator-granted admins, one row per normalised address. */
export class MikroAdminGrantStore implements AdminGrantStore {
  private readonly date: ReturnType<typeof dbDateFormatter>;

  constructor(private readonly orm: MikroORM) {
    this.date = dbDateFormatter(orm);
  }

  async add(grant: AdminGrant): Promise<boolean> {
    if (await this.has(grant.email)) return false;
    await knexOf(this.orm)('admin_grants')
      .insert({ email: grant.email, granted_at: this.date(grant.grantedAt), granted_by: grant.grantedBy?.slice(0, 254) ?? null })
      .onConflict('email')
      .ignore();
    return true;
  }

  async remove(email: string): Promise<boolean> {
    return (await knexOf(this.orm)('admin_grants').where('email', email).delete()) > 0;
  }

  async has(email: string): Promise<boolean> {
    return Boolean(await knexOf(this.orm)('admin_grants').first('email').where('email', email));
  }

  async list(): Promise<AdminGrant[]> {
    const rows = (await knexOf(this.orm)('admin_grants').select().orderBy('email')) as Array<{ email: string; granted_at: unknown; granted_by: string | null }>;
    return rows.map((r) => ({ email: r.email, grantedAt: fromDbDate(r.granted_at), grantedBy: r.granted_by }));
  }
}
