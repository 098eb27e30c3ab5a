import { FileUp } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { cn } from '../../../lib/cn';

/** A file picker that also takes a dropped file; the input stays the labelled, keyboard-usable control. */
export function FleetDropZone({ file, onFile }: { file: File | null; onFile: (file: File) => void }) {
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <label
      htmlFor="fleet-file"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center text-sm text-slate-600 focus-within:outline-2 focus-within:outline-indigo-600',
        over ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-slate-50',
      )}
    >
      <FileUp aria-hidden="true" className="h-8 w-8 text-indigo-600" />
      <span className="font-medium text-slate-800">{file ? file.name : 'Drop your fleet list here, or choose a file'}</span>
      <span>
        CSV with an IMEI column (carrier, country and model number optional), or one IMEI per line. A job takes up to 100,000 rows; the free key
        this page uses checks up to 100 rows per hour (a pro key pays one request per job).
      </span>
      <input
        id="fleet-file"
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        className="sr-only"
        onChange={(e) => e.target.files?.[0] && onFile(e.target.files[0])}
      />
    </label>
  );
}
