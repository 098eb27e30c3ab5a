import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { GuideRenderer, Pcm, SpeechRequest, SpeechSynthesizer, VoiceStyle } from '../../core';
import { SPEECH_THREAD_LIMITS } from './speech-workers';

type Rendition = Awaited<ReturnType<GuideRenderer>>;

/**
 * Starts the worker's entry file: the built .js, or (from sources, under jest) the .ts file with a
 * require hook that transpiles TypeScript through the compiler already installed.
 */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
if (workerData.entry.endsWith('.ts')) {
  const ts = require('typescript');
  const fs = require('node:fs');
  require.extensions['.ts'] = (module, filename) => {
    const out = ts.transpileModule(fs.readFileSync(filename, 'utf8'), { fileName: filename, compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true } });
    module._compile(out.outputText, filename);
  };
}
require(workerData.entry);
`;

function entryFile(): string {
  const js = join(__dirname, 'render-worker-main.js');
  return existsSync(js) ? js : join(__dirname, 'render-worker-main.ts');
}

/**
 * Renders voice guides in a worker thread (issue 14 item 15): the pitching and mixing of a guide,
 * style 5's band above all, take about a second of CPU that would otherwise stall every request.
 * The worker asks for speech line by line; it is synthesised by `synthesizer` (the speech pool).
 * One worker, started on first use; renders queue in it.
 */
export class WorkerGuideRenderer {
  private worker: Worker | null = null;
  private readonly renders = new Map<number, { resolve: (r: Rendition) => void; reject: (e: Error) => void }>();
  private nextId = 1;

  constructor(private readonly synthesizer: SpeechSynthesizer) {}

  readonly render = (languageCode: string, style: VoiceStyle): Promise<Rendition> =>
    new Promise<Rendition>((resolve, reject) => {
      const id = this.nextId++;
      this.renders.set(id, { resolve, reject });
      const worker = this.start();
      worker.ref();
      worker.postMessage({ render: id, language: languageCode, style });
    });

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { entry: entryFile() }, resourceLimits: SPEECH_THREAD_LIMITS });
    worker.unref();
    worker.on('message', (m: { speech?: number; request?: SpeechRequest; render?: number; rendition?: Rendition; error?: string }) => {
      if (m.speech !== undefined) return void this.speak(worker, m.speech, m.request!);
      const job = this.renders.get(m.render!);
      this.renders.delete(m.render!);
      if (this.renders.size === 0) worker.unref();
      if (m.error !== undefined) job?.reject(new Error(m.error));
      else job?.resolve(m.rendition!);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const job of this.renders.values()) job.reject(error);
      this.renders.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`guide render worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private speak(worker: Worker, id: number, request: SpeechRequest): void {
    this.synthesizer.synthesize(request).then(
      (pcm: Pcm) => worker.postMessage({ speech: id, pcm }),
      (e: unknown) => worker.postMessage({ speech: id, error: e instanceof Error ? e.message : String(e) }),
    );
  }
}
