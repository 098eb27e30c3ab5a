import { useQuery } from '@tanstack/react-query';
import { Download, Pause, Play, RefreshCw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';
import { VOICE_LANGUAGES_KEY, type VoiceLanguages, type VoiceStyle } from '../api';
import { audioUrl, useClipPlayer } from '../use-clip-player';
import { guideReadyToast, useVoiceGuide } from '../use-voice-guide';
import { ClipList } from './clip-list';
import { VoiceControls } from './voice-controls';

export interface VoiceAssistantDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus goes back to it however the dialog closes. */
  returnFocusTo?: () => HTMLElement | null;
}

/** The browser's language when the assistant speaks it, else English. */
const preferredLanguage = (): string => navigator.language.slice(0, 2).toLowerCase();

/**
 * The AI Voice Assistant (specification sections 2 and 4): explains how to find the IMEI with
 * *#06# in a chosen language and voice style. The first open fetches the guide; changing language
 * or style once audio exists fetches it again; clips play in order with play and pause.
 */
export function VoiceAssistantDialog({ open, onOpenChange, returnFocusTo }: VoiceAssistantDialogProps) {
  const languages = useQuery<VoiceLanguages>({ queryKey: VOICE_LANGUAGES_KEY });
  const [language, setLanguage] = useState(preferredLanguage);
  const [style, setStyle] = useState<VoiceStyle>(1);
  const [volume, setVolume] = useState(0.7);
  const requested = useRef(false);
  const { guide, generate, loading, failed } = useVoiceGuide();
  const clips = guide?.clips ?? [];
  const { audioRef, index, playing, play, pause, playClip } = useClipPlayer(clips, guide?.version ?? 0, volume, () => notify(guideReadyToast(clips.length, false)));
  const statusId = useId();
  // The chosen language once the list confirms it (English otherwise, or when the list cannot load).
  const known = languages.data ? (language in languages.data ? language : 'en') : languages.isError ? 'en' : null;

  useEffect(() => {
    if (open && known && !requested.current) {
      requested.current = true;
      generate(known, style);
    }
  }, [open, known, style, generate]);

  const choose = (nextLanguage: string, nextStyle: VoiceStyle) => {
    setLanguage(nextLanguage);
    setStyle(nextStyle);
    if (guide || loading) generate(nextLanguage, nextStyle);
  };

  const close = (next: boolean) => {
    if (!next) pause();
    onOpenChange(next);
  };

  const current = clips[index];
  // The audio element lives outside the dialog's content, which unmounts on close: volume, position
  // and the loaded clip survive closing and reopening.
  return (
    <>
      <audio ref={audioRef} preload="auto" data-testid="voice-audio" className="hidden" />
      <Dialog
        open={open}
        onOpenChange={close}
        title="AI Voice Assistant"
        description="Hear how to find your IMEI by dialing *#06#, in your language."
        returnFocusTo={returnFocusTo}
      >
        <div className="space-y-5">
          <VoiceControls
            languages={languages.data ?? null}
            language={known ?? language}
            style={style}
            volume={volume}
            onLanguage={(l) => choose(l, style)}
            onStyle={(s) => choose(known ?? language, s)}
            onVolume={setVolume}
          />
          <div className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-4">
            <Button onClick={playing ? pause : play} disabled={clips.length === 0 || loading} aria-describedby={statusId}>
              {playing ? <Pause aria-hidden="true" className="h-4 w-4" /> : <Play aria-hidden="true" className="h-4 w-4" />}
              {playing ? 'Pause' : 'Play'}
            </Button>
            <p id={statusId} aria-live="polite" className="text-sm font-medium text-slate-700" data-testid="clip-status">
              {loading ? (
                <span className="inline-flex items-center gap-2">
                  <Spinner /> Generating voice guide...
                </span>
              ) : failed && clips.length ? (
                'The guide for this choice did not load; the previous one is still here.'
              ) : clips.length ? (
                `Clip ${index + 1} of ${clips.length}${playing ? ' · playing' : ''}`
              ) : (
                'No audio yet'
              )}
            </p>
            {!loading && failed ? (
              <Button variant="outline" size="sm" onClick={() => generate(known ?? 'en', style)}>
                <RefreshCw aria-hidden="true" className="h-4 w-4" /> Try again
              </Button>
            ) : null}
            {guide ? (
              <a href={audioUrl(guide.whole)} download={`ussd-guide-${known}-${style}.mp3`} className="ml-auto inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline">
                <Download aria-hidden="true" className="h-4 w-4" /> Download MP3
              </a>
            ) : null}
          </div>
          {current ? <p className="text-sm text-slate-600">Now: {current.speaker}</p> : null}
          <ClipList clips={clips} current={index} playing={playing} onSelect={playClip} />
        </div>
      </Dialog>
    </>
  );
}
