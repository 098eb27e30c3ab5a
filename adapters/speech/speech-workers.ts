import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SPEECH_WORKER_SOURCE } from './speech-worker-source';

interface Job {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  jobs: Map<number, Job>;
}

/**
 * Limits for the speech threads. Their young generation is capped at 8 MB: left to grow, each
 * thread's new space reached 16-30 MB of resident memory while rendering audio buffers, and the
 * production server held 300-334 MB during the prewarm instead of 274-303 MB. Rendering time is
 * unchanged at 8 MB (4 MB made a style-1 guide 15% slower).
 */
export const SPEECH_THREAD_LIMITS = { maxYoungGenerationSizeMb: 8 };

export type SpeechOp = 'synthesize' | 'encode' | 'warm';

export interface SpeechWorkerOptions {
  /** Run the threads at the lowest CPU priority (nice 19), for work nobody is waiting for. */
  lowPriority?: boolean;
  /** Stop the threads (and free their engines, about 60 MB each) after this long without a job. */
  idleMs?: number;
}

/**
 * A small pool of worker threads that own the speech engine and the MP3 encoder. Synthesis and
 * encoding are CPU-bound for hundreds of milliseconds, so they run off the main thread and the
 * check path keeps answering while a guide renders. Each worker loads the engine once, on first
 * use, and keeps it until the pool has been idle for `idleMs` (if set); an idle pool does not hold
 * the process open.
 */
export class SpeechWorkers {
  private readonly slots: Slot[] = [];
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly size: number,
    private readonly options: SpeechWorkerOptions = {},
  ) {}

  /** Worker threads running now (each holds an engine). */
  get running(): number {
    return this.slots.length;
  }

  run<T>(op: SpeechOp, args: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T> {
    return this.send<T>(this.pick(), op, args, transfer);
  }

  /** Starts every worker and loads its engine and encoder now, so the first guide does not wait for them. */
  async warmUp(): Promise<void> {
    while (this.slots.length < this.size) this.start();
    await Promise.all(this.slots.map((slot) => this.send(slot, 'warm', {})));
  }

  /** Called by Nest when the application closes: the engines go with it. */
  onApplicationShutdown(): Promise<void> {
    return this.close();
  }

  async close(): Promise<void> {
    this.cancelIdleRelease();
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  /** Holds the process open while the worker has jobs (an idle worker is unref'd). */
  private send<T>(slot: Slot, op: SpeechOp, args: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T> {
    const id = this.nextId++;
    this.cancelIdleRelease();
    return new Promise<T>((resolve, reject) => {
      slot.jobs.set(id, { resolve: resolve as (v: unknown) => void, reject });
      slot.worker.ref();
      slot.worker.postMessage({ id, op, args }, transfer);
    });
  }

  /** The least busy worker, starting another while the pool is below its size. */
  private pick(): Slot {
    const idle = this.slots.find((s) => s.jobs.size === 0);
    if (idle) return idle;
    if (this.slots.length < this.size) return this.start();
    return this.slots.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
  }

  private start(): Slot {
    const workerData = {
      espeakUrl: pathToFileURL(require.resolve('@echogarden/espeak-ng-emscripten')).href,
      lameModule: require.resolve('wasm-media-encoders'),
      lowPriority: this.options.lowPriority === true,
    };
    const worker = new Worker(SPEECH_WORKER_SOURCE, { eval: true, workerData, resourceLimits: SPEECH_THREAD_LIMITS });
    const slot: Slot = { worker, jobs: new Map() };
    worker.unref();
    worker.on('message', (m: { id: number; result?: unknown; error?: string }) => {
      const job = slot.jobs.get(m.id);
      slot.jobs.delete(m.id);
      if (slot.jobs.size === 0) {
        worker.unref();
        this.scheduleIdleRelease();
      }
      if (!job) return;
      if (m.error !== undefined) job.reject(new Error(m.error));
      else job.resolve(m.result);
    });
    const fail = (error: Error) => {
      const at = this.slots.indexOf(slot);
      if (at >= 0) this.slots.splice(at, 1);
      for (const job of slot.jobs.values()) job.reject(error);
      slot.jobs.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`speech worker exited with code ${code}`)));
    this.slots.push(slot);
    return slot;
  }

  private scheduleIdleRelease(): void {
    const { idleMs } = this.options;
    if (idleMs === undefined || this.idleTimer || this.slots.some((s) => s.jobs.size > 0)) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.slots.every((s) => s.jobs.size === 0)) void this.close();
    }, idleMs);
    this.idleTimer.unref();
  }

  private cancelIdleRelease(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}
