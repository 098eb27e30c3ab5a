/**
 * The code each speech worker thread runs, kept as a string so the same file works under ts-jest
 * and in the compiled build (a worker needs plain JavaScript, and both packages are ES modules,
 * which only a real Node context can import). The worker loads eSpeak NG and LAME (both WASM) once and
 * then serves requests: `synthesize` returns float PCM, `encode` returns MP3 bytes, `warm` loads
 * both ahead of the first visitor. A low-priority worker lowers its own thread's nice value (on
 * Linux a nice value belongs to the thread), so it yields the CPU to the threads serving requests.
 */
export const SPEECH_WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
if (workerData.lowPriority) {
  try { require('node:os').setPriority(19); } catch { /* not permitted here: run at normal priority */ }
}
let engine = null;
let lame = null;

function loadEngine() {
  if (!engine) {
    engine = import(workerData.espeakUrl).then(async ({ default: init }) => {
      const mod = await init();
      return new mod.eSpeakNGWorker();
    });
  }
  return engine;
}

function loadLame() {
  if (!lame) lame = require(workerData.lameModule).createMp3Encoder();
  return lame;
}

const escapeSsml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function synthesize({ text, voice, rate, pitch, range }) {
  const w = await loadEngine();
  if (w.set_voice(voice) !== 0) throw new Error('eSpeak NG has no voice ' + voice);
  w.set_rate(rate);
  w.set_pitch(pitch);
  w.set_range(range);
  const chunks = [];
  let total = 0;
  w.synthesize(escapeSsml(text), (samples) => {
    if (samples && samples.length) {
      chunks.push(samples);
      total += samples.length;
    }
  });
  const out = new Float32Array(total);
  let o = 0;
  for (const c of chunks) for (let i = 0; i < c.length; i++) out[o++] = c[i] / 32768;
  return { result: { samples: out, sampleRate: w.get_samplerate() }, transfer: [out.buffer] };
}

async function encode({ samples, sampleRate, kbps }) {
  const encoder = await loadLame();
  encoder.configure({ sampleRate, channels: 1, bitrate: kbps });
  // Each call returns a view of the encoder's own memory, valid until the next call: copied at once.
  const parts = [];
  const block = 1152 * 32;
  for (let i = 0; i < samples.length; i += block) {
    const frame = encoder.encode([samples.subarray(i, i + block)]);
    if (frame.length) parts.push(frame.slice());
  }
  parts.push(encoder.finalize().slice());
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    bytes.set(p, offset);
    offset += p.length;
  }
  return { result: bytes, transfer: [bytes.buffer] };
}

// A few seconds of speech through both engines: loads them and lets the JIT compile the hot paths.
async function warm() {
  const text = 'Dial star, pound, zero, six, pound to see your IMEI. Then enter it in Bandwise.';
  const spoken = await synthesize({ text, voice: 'gmw/en-US+f3', rate: 160, pitch: 50, range: 50 });
  await encode({ samples: spoken.result.samples, sampleRate: spoken.result.sampleRate, kbps: 64 });
  await encode({ samples: spoken.result.samples, sampleRate: spoken.result.sampleRate, kbps: 64 });
  return { result: null, transfer: [] };
}

const OPS = { synthesize, encode, warm };

parentPort.on('message', async ({ id, op, args }) => {
  try {
    const { result, transfer } = await OPS[op](args);
    parentPort.postMessage({ id, result }, transfer);
  } catch (e) {
    parentPort.postMessage({ id, error: String((e && e.message) || e) });
  }
});
`;
