import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AudioCache, GuideCacheKey, UssdGuide } from '../../core';

/** The guide as stored: audio as base64 so one JSON file holds a whole guide. */
type Stored = Omit<UssdGuide, 'audio' | 'mixed' | 'parts'> & {
  audio?: string;
  mixed?: string;
  parts?: Array<Record<string, unknown> & { audio: string }>;
};

const MEMORY_ENTRIES = 48;

const b64 = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
const bytes = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'base64'));

/**
 * Rendered guides on disk under `<dataDir>/voice-cache`, one JSON file per (language, style, text
 * version), named by a SHA-256 of the key; recent ones are also kept in memory. Files are written
 * to a temporary name and renamed, so a crash never leaves half a guide behind, and they survive a
 * restart. A writer that only fills the disk (the prewarm) passes `memoryEntries: 0`, so the guides
 * it renders do not stay in its memory.
 */
export class DiskAudioCache implements AudioCache {
  private readonly memory = new Map<string, UssdGuide>();

  constructor(
    private readonly dir: string,
    private readonly memoryEntries = MEMORY_ENTRIES,
  ) {}

  async get(key: GuideCacheKey): Promise<UssdGuide | null> {
    const name = fileName(key);
    const remembered = this.memory.get(name);
    if (remembered) {
      this.remember(name, remembered);
      return remembered;
    }
    try {
      const guide = fromStored(JSON.parse(await readFile(join(this.dir, name), 'utf8')) as Stored);
      this.remember(name, guide);
      return guide;
    } catch {
      return null;
    }
  }

  async put(key: GuideCacheKey, guide: UssdGuide): Promise<void> {
    const name = fileName(key);
    this.remember(name, guide);
    await mkdir(this.dir, { recursive: true });
    const temporary = join(this.dir, `${name}.${process.pid}.tmp`);
    await writeFile(temporary, JSON.stringify(toStored(guide)));
    await rename(temporary, join(this.dir, name));
  }

  private remember(name: string, guide: UssdGuide): void {
    if (this.memoryEntries === 0) return;
    this.memory.delete(name);
    this.memory.set(name, guide);
    if (this.memory.size > this.memoryEntries) this.memory.delete(this.memory.keys().next().value!);
  }
}

const fileName = (key: GuideCacheKey): string =>
  createHash('sha256').update(JSON.stringify([key.language, key.style, key.textVersion])).digest('hex') + '.json';

function toStored(guide: UssdGuide): Stored {
  if (guide.style === 1) return { ...guide, audio: b64(guide.audio) };
  return { ...guide, mixed: b64(guide.mixed), parts: guide.parts.map((p) => ({ ...p, audio: b64(p.audio) })) };
}

function fromStored(stored: Stored): UssdGuide {
  if (stored.style === 1) return { ...stored, audio: bytes(stored.audio ?? '') } as UssdGuide;
  return {
    ...stored,
    mixed: bytes(stored.mixed ?? ''),
    parts: (stored.parts ?? []).map((p) => ({ ...p, audio: bytes(p.audio) })),
  } as UssdGuide;
}
