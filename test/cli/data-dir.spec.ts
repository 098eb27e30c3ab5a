import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CliIo } from '../../cli/context';
import { run } from '../../cli/program';
import { tempDir } from '../fixtures/paths';

/** Runs the real program with the process's own start-up (settings read from the environment). */
async function runWith(env: Record<string, string>, ...argv: string[]) {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  let out = '';
  let err = '';
  const io: CliIo = { out: (t) => (out += t + '\n'), err: (t) => (err += t + '\n'), tty: false };
  try {
    return { code: await run(argv, io), out, err };
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

describe('DATA_DIR naming a file', () => {
  const file = join(tempDir(), 'passwd');
  writeFileSync(file, 'root:x:0:0::/root:/bin/sh\n');
  const message = `DATA_DIR ${file} is a file, not a folder: point DATA_DIR at a folder (it is created if missing).`;

  it('is a configuration error naming the setting (exit 2), and the usual JSON failure with --json', async () => {
    const res = await runWith({ DATA_DIR: file }, 'keys', 'list', '--json');
    expect(res.code).toBe(2);
    expect(JSON.parse(res.out)).toEqual({ success: false, error: message, code: 'INPUT_INVALID' });
    expect(res.err).toBe(`Configuration error: ${message}\n`);
  });

  it('names the file when DATA_DIR lies inside it', async () => {
    const res = await runWith({ DATA_DIR: join(file, 'data') }, 'keys', 'list');
    expect(res.code).toBe(2);
    expect(res.err).toBe(`Configuration error: DATA_DIR ${join(file, 'data')} lies inside ${file}, which is a file, not a folder: point DATA_DIR at a folder (it is created if missing).\n`);
  });

  it('stops the server before it starts, with the same message', async () => {
    const res = await runWith({ DATA_DIR: file, PORT: '0', HOST: '127.0.0.1' }, 'serve');
    expect(res.code).toBe(2);
    expect(res.err).toBe(`Configuration error: ${message}\n`);
  });

  it('names a link to a folder that does not exist', async () => {
    const link = join(tempDir(), 'data');
    const target = join(tempDir(), 'gone');
    symlinkSync(target, link);
    const res = await runWith({ DATA_DIR: link }, 'keys', 'list');
    expect(res.code).toBe(2);
    expect(res.err).toBe(`Configuration error: DATA_DIR ${link} is a link to ${target}, which does not exist: create that folder, or point DATA_DIR elsewhere.\n`);
  });
});
