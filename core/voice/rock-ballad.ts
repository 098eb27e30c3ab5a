import { barsFor, beatSeconds, renderBacking, type SongSection } from './backing-track';
import { BALLAD_BPM, BALLAD_PROGRESSION, nearestChordTone } from './music';
import { durationSeconds, fadeEdges, mixInto, normalize, type Pcm } from './pcm';
import { chorus, perform, type RenderedPart, type Rendition } from './rendition';
import type { SpeechSynthesizer } from './speech-synthesizer';
import { STYLE_CAST } from './voice-agents';
import type { VoiceLanguage } from './voice-languages';

const HOME = BALLAD_PROGRESSION[0];
const BACKING_GAIN = 0.45;

interface Verse {
  section: SongSection;
  vocal: Pcm;
}

/**
 * Style 5, Canadian Rock: a five-part Christmas power ballad. The four guide lines are verses, each
 * sung by one member of the cast on a note of its chord (I-V-vi-IV in G); the fifth part is the
 * holiday line sung by all five on the home chord. A generated band (strums, bass, drums, sleigh
 * bells) plays under the voices. Each part is its verse with its own bars of backing; the mixed
 * track is the whole song with a one-bar intro and a ringing final chord.
 */
export async function renderBallad(synthesizer: SpeechSynthesizer, language: VoiceLanguage): Promise<Rendition> {
  const cast = STYLE_CAST[5];
  const [solos, finale] = await Promise.all([
    Promise.all(
      language.lines.map((line, i) =>
        perform(synthesizer, language, cast[i], line, nearestChordTone(BALLAD_PROGRESSION[i], cast[i].centreHz)),
      ),
    ),
    Promise.all(cast.map((agent) => perform(synthesizer, language, agent, language.holiday, nearestChordTone(HOME, agent.centreHz)))),
  ]);
  const sampleRate = solos[0].sampleRate;
  const verses: Verse[] = [
    ...solos.map((vocal, i) => verse(BALLAD_PROGRESSION[i], vocal)),
    verse(HOME, normalize(chorus(finale, cast.length - 1, 0.6, 0.4))),
  ];
  const texts = [...language.lines, language.holiday];
  const parts: RenderedPart[] = verses.map((v, i) => ({
    text: texts[i],
    agent: cast[i],
    isHarmonizing: i === verses.length - 1,
    isSinging: true,
    pcm: fadeEdges(song([v], sampleRate)),
  }));
  const intro: Verse = { section: { chord: HOME, bars: 1 }, vocal: { samples: new Float32Array(0), sampleRate } };
  const outro: Verse = { section: { chord: HOME, bars: 1, ending: true }, vocal: intro.vocal };
  return { style: 5, text: texts.join(' '), parts, mixed: song([intro, ...verses, outro], sampleRate) };
}

const verse = (chord: SongSection['chord'], vocal: Pcm): Verse => ({
  section: { chord, bars: barsFor(durationSeconds(vocal), BALLAD_BPM) },
  vocal,
});

/** The band under the verses, each vocal entering half a beat into its first bar. */
function song(verses: Verse[], sampleRate: number): Pcm {
  const { pcm, starts } = renderBacking(verses.map((v) => v.section), BALLAD_BPM, sampleRate);
  let mix: Pcm = { samples: normalize(pcm).samples.map((s) => s * BACKING_GAIN), sampleRate };
  const lead = Math.round(0.5 * beatSeconds(BALLAD_BPM) * sampleRate);
  verses.forEach((v, i) => {
    if (v.vocal.samples.length) mix = mixInto(mix, v.vocal, starts[i] + lead, 0.85);
  });
  return normalize(mix);
}
