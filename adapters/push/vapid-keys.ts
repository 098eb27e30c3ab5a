import type { MikroORM } from '@mikro-orm/core';
import { knexOf } from '../persistence/db-rows';
import { webPush } from './web-push-module';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SETTING = 'vapid_keys';

/**
 * The server's VAPID key pair: from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set,
 * otherwise generated on first start and kept in the settings table (one row, so instances that
 * start together agree on one pair). Browsers subscribe to the public key; changing it would
 * orphan every subscription, so it is never regenerated.
 */
export async function loadVapidKeys(orm: MikroORM, env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  const knex = knexOf(orm);
  await knex('settings').insert({ key: SETTING, value: JSON.stringify(webPush().generateVAPIDKeys()) }).onConflict('key').ignore();
  const row = (await knex('settings').first('value').where('key', SETTING)) as { value: string };
  return JSON.parse(row.value) as VapidKeys;
}
