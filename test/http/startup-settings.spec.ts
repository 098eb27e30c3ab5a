import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import request from 'supertest';
import { loadConfig } from '../../adapters/config';
import { PIXEL_4 } from '../fixtures/imeis';
import { tempDir } from '../fixtures/paths';
import { startTestApp } from '../fixtures/test-app';

const SECRET = 'k3Jq9x0Vb2mZr8TnY4wLp6sHd1cGf5Ae';

describe('settings the server refuses to start without, or with', () => {
  it('refuses a SUPPORT_EMAIL that is no e-mail address, since visitors are sent to it', () => {
    expect(() => loadConfig({ SUPPORT_EMAIL: 'call us' })).toThrow('SUPPORT_EMAIL must be an e-mail address such as help@example.com, got "call us"');
    expect(loadConfig({ SUPPORT_EMAIL: ' help@acme.example ' }).supportEmail).toBe('help@acme.example');
    expect(loadConfig({}).supportEmail).toBe('');
  });

  it('item 9: refuses TRUST_PROXY=true, which would let any client choose its rate-limit identity', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true is refused.*TRUST_PROXY=1/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.5' }).trustProxy).toBe('loopback, 10.0.0.5');
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('item 13: in production needs IMEI_HASH_SECRET or IMEI_HASH_SECRET_FILE, and says so in one line', () => {
    const refusal = () => loadConfig({ NODE_ENV: 'production' });
    expect(refusal).toThrow(/^NODE_ENV=production needs IMEI_HASH_SECRET \(or IMEI_HASH_SECRET_FILE\)[^\n]*$/);
    expect(() => loadConfig({ NODE_ENV: 'production', IMEI_HASH_SECRET: 'short' })).toThrow('IMEI_HASH_SECRET must be at least 16 characters');
    expect(() => loadConfig({ NODE_ENV: 'production', IMEI_HASH_SECRET_FILE: join(tempDir(), 'missing') })).toThrow('IMEI_HASH_SECRET_FILE cannot be read');
    const file = join(tempDir(), 'imei-secret');
    writeFileSync(file, `${SECRET}\n`);
    expect(loadConfig({ NODE_ENV: 'production', IMEI_HASH_SECRET_FILE: file }).imeiHashSecret).toBe(SECRET);
    expect(loadConfig({}).imeiHashSecret).toBeNull();
  });

  it('item 13: with the secret from the environment, a copy of the database holds IMEI hashes but not their key', async () => {
    const app = await startTestApp({ imeiHashSecret: SECRET });
    try {
      await request(app.getHttpServer()).post('/api/check').send({ imei: PIXEL_4 }).expect(200);
      const knex = (app.get(MikroORM).em as SqlEntityManager).getKnex();
      const settings = (await knex('settings').select()) as Array<{ key: string; value: string }>;
      expect(settings.map((s) => s.key)).not.toContain('imei_hash_secret');
      expect(JSON.stringify(settings)).not.toContain(SECRET);
    } finally {
      await app.close();
    }
  });
});
