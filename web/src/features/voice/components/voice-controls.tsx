import { useId } from 'react';
import { Label, NativeSelect } from '../../../components/ui/field';
import { VOICE_STYLES, type VoiceLanguages, type VoiceStyle } from '../api';

export interface VoiceControlsProps {
  languages: VoiceLanguages | null;
  language: string;
  style: VoiceStyle;
  volume: number;
  onLanguage: (language: string) => void;
  onStyle: (style: VoiceStyle) => void;
  onVolume: (volume: number) => void;
}

/** Language, voice style and volume (0 to 1 in steps of 0.1, specification section 9), each labelled. */
export function VoiceControls({ languages, language, style, volume, onLanguage, onStyle, onVolume }: VoiceControlsProps) {
  const ids = { language: useId(), style: useId(), volume: useId() };
  const entries = Object.entries(languages ?? {}).sort(([, a], [, b]) => a.name.localeCompare(b.name));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <Label htmlFor={ids.language}>Language</Label>
        <NativeSelect id={ids.language} value={language} disabled={!languages} onChange={(e) => onLanguage(e.target.value)}>
          {entries.length === 0 ? <option value={language}>Loading languages...</option> : null}
          {entries.map(([code, l]) => (
            <option key={code} value={code}>
              {`${l.flag} ${l.name}${l.nativeName && l.nativeName !== l.name ? ` (${l.nativeName})` : ''}`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.style}>Voice style</Label>
        <NativeSelect id={ids.style} value={style} onChange={(e) => onStyle(Number(e.target.value) as VoiceStyle)}>
          {VOICE_STYLES.map((s) => (
            <option key={s.value} value={s.value}>
              {`${s.value} · ${s.label}`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <div className="flex items-center justify-between">
          <Label htmlFor={ids.volume}>Volume</Label>
          <output htmlFor={ids.volume} className="text-sm tabular-nums text-slate-600">
            {Math.round(volume * 100)}%
          </output>
        </div>
        <input
          id={ids.volume}
          type="range"
          min={0}
          max={1}
          step={0.1}
          value={volume}
          onChange={(e) => onVolume(Number(e.target.value))}
          className="h-2 w-full cursor-pointer accent-indigo-600"
        />
      </div>
    </div>
  );
}
