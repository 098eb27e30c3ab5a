import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { notify, type ToastInput } from '../../components/ui/toast';
import { useAppStore } from '../../store/app-store';
import { selectCheckLocation } from '../../store/location.slice';
import { clipsOf, locationOf, requestUssdHelp, type UssdHelpResponse, type VoiceClip, type VoiceStyle } from './api';

export interface VoiceGuide {
  clips: VoiceClip[];
  /** The whole guide as one track (the mixed song for styles 4 and 5). */
  whole: string;
  text: string;
  /** Bumped for every accepted response, so the player restarts even for identical audio. */
  version: number;
}

/**
 * The ready toast. The player starts a new guide at once, so it says so; when the browser refuses
 * to start audio on its own, the toast is replaced by one that asks for Play.
 */
export function guideReadyToast(clipCount: number, autoplaying: boolean): ToastInput {
  const clips = `${clipCount} ${clipCount === 1 ? 'clip' : 'clips'}`;
  return { title: 'USSD Voice Guide Ready', description: autoplaying ? `${clips}, now playing.` : `${clips}: press play to listen.`, variant: 'success' };
}

/**
 * Fetches the voice guide. Every request carries a new requestVersion; an answer whose version is
 * not the latest is dropped, so a slow answer for an old language or style never replaces a newer
 * one (specification section 4). Toasts announce the outcome of the latest request only.
 */
export function useVoiceGuide() {
  const latest = useRef(0);
  const [guide, setGuide] = useState<VoiceGuide | null>(null);
  const mutation = useMutation({ mutationFn: requestUssdHelp });

  const generate = (language: string, voiceCount: VoiceStyle) => {
    const requestVersion = ++latest.current;
    const location = locationOf(selectCheckLocation(useAppStore.getState()));
    mutation.mutate(
      { language, location, voiceCount, requestVersion },
      {
        onSuccess: (response: UssdHelpResponse) => {
          if ((response.requestVersion ?? requestVersion) !== latest.current) return;
          const { clips, whole } = clipsOf(response);
          setGuide({ clips, whole, text: response.text, version: requestVersion });
          notify(guideReadyToast(clips.length, true));
        },
        onError: () => {
          if (requestVersion !== latest.current) return;
          notify({ title: 'Voice Help Failed', description: 'Unable to generate USSD voice instructions. Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  return { guide, generate, loading: mutation.isPending, failed: mutation.isError };
}
