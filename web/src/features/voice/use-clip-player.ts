import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import type { VoiceClip } from './api';

/** Base64 MP3 as a URL the audio element plays; nothing to revoke, so it can be derived in render. */
export const audioUrl = (base64: string): string => `data:audio/mpeg;base64,${base64}`;

export interface ClipPlayer {
  audioRef: RefObject<HTMLAudioElement | null>;
  index: number;
  playing: boolean;
  play: () => void;
  pause: () => void;
  /** Jumps to a clip and plays it. */
  playClip: (index: number) => void;
}

/**
 * Plays numbered clips in order through one audio element: play and pause, auto-advance when a
 * clip ends, back to clip one after the last. A new set of clips (a new `version`) stops what is
 * playing and starts from clip one; `onAutoplayBlocked` hears when the browser refuses to start it.
 */
export function useClipPlayer(clips: VoiceClip[], version: number, volume: number, onAutoplayBlocked?: () => void): ClipPlayer {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [shownVersion, setShownVersion] = useState(version);
  const refused = useEffectEvent((error: Error) => {
    if (error.name === 'AbortError') return;
    setPlaying(false);
    if (error.name === 'NotAllowedError') onAutoplayBlocked?.();
  });

  if (shownVersion !== version) {
    setShownVersion(version);
    setIndex(0);
    setPlaying(clips.length > 0);
  }

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.currentTime = 0;
  }, [version]);

  useEffect(() => {
    const audio = audioRef.current;
    const clip = clips[index];
    if (!audio || !clip) return;
    const url = audioUrl(clip.audio);
    if (audio.src !== url) audio.src = url;
    if (playing) audio.play().catch(refused);
    else audio.pause();
  }, [clips, index, playing]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onEnded = () => {
      if (index + 1 < clips.length) setIndex(index + 1);
      else {
        setIndex(0);
        setPlaying(false);
      }
    };
    audio.addEventListener('ended', onEnded);
    return () => audio.removeEventListener('ended', onEnded);
  }, [index, clips.length]);

  return {
    audioRef,
    index,
    playing,
    play: () => setPlaying(clips.length > 0),
    pause: () => setPlaying(false),
    playClip: (i) => {
      setIndex(i);
      setPlaying(true);
    },
  };
}
