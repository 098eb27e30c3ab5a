import { parentPort } from 'node:worker_threads';
import { findVoiceLanguage, renderGuide, type Pcm, type SpeechRequest, type SpeechSynthesizer, type VoiceStyle } from '../../core';

type Rendition = Awaited<ReturnType<typeof renderGuide>>;

/**
 * Runs inside the guide render worker: renders a guide (pitching, harmonies, the style-5 band and
 * mix) here, off the main thread, asking the main thread for each line of speech, which it passes
 * on to the speech workers that own the engine.
 */
const port = parentPort!;
const waiting = new Map<number, { resolve: (pcm: Pcm) => void; reject: (e: Error) => void }>();
let nextSpeech = 1;

const synthesizer: SpeechSynthesizer = {
  synthesize: (request: SpeechRequest) =>
    new Promise<Pcm>((resolve, reject) => {
      const id = nextSpeech++;
      waiting.set(id, { resolve, reject });
      port.postMessage({ speech: id, request });
    }),
};

const buffersOf = (r: Rendition): ArrayBuffer[] =>
  (r.style === 1 ? [r.pcm] : [r.mixed, ...r.parts.map((p: { pcm: Pcm }) => p.pcm)]).map((p) => p.samples.buffer as ArrayBuffer).filter((b, i, all) => all.indexOf(b) === i);

port.on('message', (m: { speech?: number; pcm?: Pcm; error?: string; render?: number; language?: string; style?: VoiceStyle }) => {
  if (m.speech !== undefined) {
    const job = waiting.get(m.speech);
    waiting.delete(m.speech);
    if (m.error !== undefined) job?.reject(new Error(m.error));
    else job?.resolve(m.pcm!);
    return;
  }
  const id = m.render!;
  const language = findVoiceLanguage(m.language);
  if (!language.ok) return port.postMessage({ render: id, error: language.error.message });
  renderGuide(synthesizer, language.value, m.style!).then(
    (rendition) => port.postMessage({ render: id, rendition }, buffersOf(rendition)),
    (e: unknown) => port.postMessage({ render: id, error: e instanceof Error ? e.message : String(e) }),
  );
});
