import { AlertTriangle } from 'lucide-react';
import { useState, type ClipboardEvent } from 'react';
import { Input, Label } from '../../../components/ui/field';
import { imeiDigitsOf, selectImei } from '../../../store/imei.slice';
import { useAppStore } from '../../../store/app-store';
import { expectedCheckDigit, hasCheckDigitWarning, IMEI_DIGITS, imeiOfInserted, imeiOfPasted, type PastedImei } from '../imei-input';

export const IMEI_INPUT_ID = 'imei';

const digitFor = (letter: string): string => (/[Oo]/.test(letter) ? '0' : '1');

/** What to type instead of the letters that look like digits (each letter once, in the order typed). */
function lookalikeNote(letters: string): string {
  const each = [...letters];
  if (each.length === 1) return `IMEIs are digits only: the letter “${each[0]}” was left out. Type the digit ${digitFor(each[0])} in its place.`;
  return `IMEIs are digits only: the letters ${each.map((l) => `“${l}”`).join(' and ')} were left out. Type ${each.map((l) => `${digitFor(l)} for “${l}”`).join(' and ')}.`;
}

/**
 * The IMEI input: digits only, at most 15, with a gentle warning when the check digit looks wrong.
 * Pasted text gives the IMEI in it (a label's digits left out); a pasted 16-digit IMEISV becomes its
 * IMEI, and a note says so. While its check runs the field is read-only: the answer will be this number's.
 */
export function ImeiField({ checking = false }: { checking?: boolean }) {
  const imei = useAppStore(selectImei);
  const setImei = useAppStore((s) => s.setImei);
  /** The IMEI last made from a pasted IMEISV: its note shows while the field still holds it. */
  const [fromImeisv, setFromImeisv] = useState('');
  /** Letters that look like digits (O for 0, I or l for 1), left out of the IMEI they were typed in: said while the field holds that IMEI. */
  const [lookalike, setLookalike] = useState<{ imei: string; letters: string } | null>(null);
  /** The visitor left the field (Tab, a click elsewhere): a number cut short is said then, not while it is typed. */
  const [left, setLeft] = useState(false);
  const warn = hasCheckDigitWarning(imei);
  const short = left && imei.length > 0 && imei.length < IMEI_DIGITS;
  const pastedImeisv = fromImeisv !== '' && fromImeisv === imei;
  const droppedLetters = lookalike && lookalike.imei === imei ? lookalike.letters : null;
  const noteLookalike = (raw: string, kept: string, typed = false) => {
    // Only a letter beside a digit, and never in a labelled paste ("IMEI1: 35..."), whose letters are the label's.
    const found = /imei/i.test(raw) ? [] : (raw.match(/(?<=\d)[OoIl]|[OoIl](?=\d)/g) ?? []);
    // Typing on after the letter keeps the note (the letter is no longer in the field) until the field is cleared or full.
    const typingOn = typed && lookalike && kept.length > 0 && kept.length < IMEI_DIGITS && (kept.startsWith(lookalike.imei) || lookalike.imei.startsWith(kept));
    const letters = [...new Set([...(typingOn ? lookalike.letters : ''), ...found])].join('');
    setLookalike(letters ? { imei: kept, letters } : null);
  };

  const take = ({ imei: read, fromImeisv: converted }: PastedImei) => {
    setImei(read);
    setFromImeisv(converted ? read : '');
  };
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    const read = imeiOfPasted(text);
    if (!read) return;
    event.preventDefault();
    take(read);
    noteLookalike(text, read.imei);
  };
  // Inserted text that arrives without a paste event (phone keyboards, drag and drop, autofill).
  const change = (value: string) => {
    setLeft(false);
    const read = imeiOfInserted(imei, value);
    if (read) return take(read);
    setImei(value);
    noteLookalike(value, imeiDigitsOf(value), true);
    // Any other edit ends the note, even when it leaves the same digits (a plain IMEI pasted over the converted one).
    setFromImeisv('');
  };

  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between">
        <Label htmlFor={IMEI_INPUT_ID}>IMEI</Label>
        <span className="text-xs tabular-nums text-slate-500" aria-hidden="true">
          {imei.length}/{IMEI_DIGITS}
        </span>
      </div>
      <Input
        id={IMEI_INPUT_ID}
        name="imei"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Enter 15-digit IMEI"
        value={imei}
        onChange={(event) => change(event.target.value)}
        onPaste={paste}
        onBlur={() => setLeft(true)}
        readOnly={checking}
        aria-describedby="imei-hint"
        aria-invalid={warn || short || undefined}
        className="font-mono tracking-wider"
      />
      {warn ? (
        <p id="imei-hint" role="status" data-testid="imei-check-digit" className="flex items-center gap-1.5 text-xs font-medium text-amber-800">
          <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          The last digit is {imei.slice(-1)}, but the first 14 digits call for {expectedCheckDigit(imei)}. Please check the number for typos.
        </p>
      ) : (
        <p id="imei-hint" role="status" className={`text-xs ${pastedImeisv || droppedLetters || short ? 'font-medium text-indigo-800' : 'text-slate-500'}`}>
          {pastedImeisv
            ? `That was a 16-digit IMEISV; using the IMEI ${imei.slice(0, -1)} ${imei.slice(-1)} (software version dropped, check digit added).`
            : droppedLetters
              ? lookalikeNote(droppedLetters)
              : short
                ? `${imei.length} of ${IMEI_DIGITS} digits: an IMEI has exactly ${IMEI_DIGITS}. Dial *#06# on your phone to show it.`
                : 'Dial *#06# on your phone to show its IMEI.'}
        </p>
      )}
      <details className="text-xs text-slate-600" data-testid="imei-help">
        <summary className="cursor-pointer font-medium text-indigo-700 underline underline-offset-2">Other ways to find it</summary>
        <p className="mt-1 max-w-prose">
          The IMEI is the phone's own 15-digit serial number. Besides dialing *#06#: in Settings &gt; About phone (on an iPhone: Settings &gt; General &gt;
          About), on the SIM card tray of some phones, or on the label of the phone's box.
        </p>
      </details>
    </div>
  );
}
