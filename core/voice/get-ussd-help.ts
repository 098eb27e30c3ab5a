import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import type { AudioCache } from './audio-cache';
import type { AudioEncoder } from './audio-encoder';
import { renderGuide, type GuideRenderer } from './render-guide';
import type { Rendition } from './rendition';
import type { SpeechSynthesizer } from './speech-synthesizer';
import { guideCacheKey } from './text-version';
import type { UssdGuide } from './ussd-guide';
import { findVoiceLanguage, type VoiceLanguage } from './voice-languages';
import { parseVoiceStyle, type VoiceStyle } from './voice-style';

export interface GetUssdHelpInput {
  language: unknown;
  /** 1 Standard, 4 Harmonizing, 5 Canadian Rock. */
  voiceCount: unknown;
}

export interface UssdHelp {
  guide: UssdGuide;
  /** Served from the audio cache without rendering. */
  cached: boolean;
}

export interface GetUssdHelpDeps {
  synthesizer: SpeechSynthesizer;
  encoder: AudioEncoder;
  cache: AudioCache;
  /** Told why a rendering failed; the visitor gets a safe message, the operator needs the cause. */
  report?: (error: unknown) => void;
  /** Renders off the main thread; without it the guide is rendered here with `synthesizer`. */
  renderer?: GuideRenderer;
}

/**
 * The voice guide to finding an IMEI with *#06#, in a language and a style. Rendering takes
 * seconds, so a rendered guide is cached by (language, style, text version) and identical requests
 * arriving together share one rendering.
 */
export class GetUssdHelp {
  private readonly rendering = new Map<string, Promise<UssdGuide>>();

  constructor(private readonly deps: GetUssdHelpDeps) {}

  async execute(input: GetUssdHelpInput): Promise<Result<UssdHelp>> {
    const language = findVoiceLanguage(input.language);
    if (!language.ok) return language;
    const style = parseVoiceStyle(input.voiceCount);
    if (!style.ok) return style;
    const key = guideCacheKey(language.value, style.value);
    const hit = await this.deps.cache.get(key);
    if (hit) return ok({ guide: hit, cached: true });
    const id = `${key.language}/${key.style}/${key.textVersion}`;
    let pending = this.rendering.get(id);
    if (!pending) {
      pending = this.produce(language.value, style.value).then(async (guide) => {
        await this.deps.cache.put(key, guide);
        return guide;
      });
      this.rendering.set(id, pending);
      const forget = () => this.rendering.delete(id);
      pending.then(forget, forget);
    }
    try {
      return ok({ guide: await pending, cached: false });
    } catch (error) {
      this.deps.report?.(error);
      return fail(domainError('VOICE_UNAVAILABLE', 'The voice guide could not be generated right now. Please try again; the text guide is shown meanwhile.'));
    }
  }

  private async produce(language: VoiceLanguage, style: VoiceStyle): Promise<UssdGuide> {
    const rendition = await this.render(language, style);
    const { encoder } = this.deps;
    const base = { language: language.code, text: rendition.text, mimeType: encoder.mimeType };
    if (rendition.style === 1) {
      return { ...base, style: 1, agent: rendition.agent, audio: await encoder.encode(rendition.pcm) };
    }
    const [mixed, ...clips] = await Promise.all([rendition.mixed, ...rendition.parts.map((p) => p.pcm)].map((pcm) => encoder.encode(pcm)));
    const parts = rendition.parts.map(({ pcm: _pcm, ...part }, index) => ({ ...part, index, audio: clips[index] }));
    return { ...base, style: rendition.style, parts, mixed };
  }

  private async render(language: VoiceLanguage, style: VoiceStyle): Promise<Rendition> {
    return this.deps.renderer ? this.deps.renderer(language.code, style) : renderGuide(this.deps.synthesizer, language, style);
  }
}
