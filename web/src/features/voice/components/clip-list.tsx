import { Music, Volume2 } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { VoiceClip } from '../api';

export interface ClipListProps {
  clips: VoiceClip[];
  current: number;
  playing: boolean;
  onSelect: (index: number) => void;
}

/** The numbered clips with their text (a transcript for anyone who cannot listen); a click plays one. */
export function ClipList({ clips, current, playing, onSelect }: ClipListProps) {
  if (clips.length === 0) return null;
  return (
    <ol aria-label="Clips" className="space-y-2">
      {clips.map((clip, i) => {
        const active = i === current;
        return (
          <li key={i}>
            <button
              type="button"
              onClick={() => onSelect(i)}
              aria-current={active ? 'true' : undefined}
              className={cn(
                'flex w-full items-start gap-3 rounded-lg border px-3 py-2 text-left text-sm transition-colors',
                'focus-visible:outline-2 focus-visible:outline-indigo-600',
                active ? 'border-indigo-300 bg-indigo-50 text-slate-900' : 'border-slate-200 text-slate-700 hover:bg-slate-50',
              )}
            >
              <span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-slate-900 text-xs font-semibold text-white">
                {i + 1}
              </span>
              <span className="flex-1">
                <span className="block font-medium text-slate-900">{clip.speaker}</span>
                {clip.text}
              </span>
              {active && playing ? <Volume2 aria-label="Playing" className="h-4 w-4 text-indigo-600" /> : <Music aria-hidden="true" className="h-4 w-4 text-slate-300" />}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
