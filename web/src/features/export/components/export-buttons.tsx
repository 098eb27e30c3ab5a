import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';
import { BrowserKeyOffer } from '../../api-keys/components/browser-key-offer';
import { MissingBrowserKey } from '../../api-keys/keyed-call';
import { useBrowserKey } from '../../api-keys/use-browser-key';
import { downloadExport, type ExportFormat } from '../api';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'json', label: 'Export JSON' },
  { format: 'csv', label: 'Export CSV' },
];

/**
 * 'Export JSON' and 'Export CSV': the searches made with this browser's API key, as a download.
 * Without a key nothing is downloaded: the visitor is told what an export lists and offered a key.
 */
export function ExportButtons() {
  const apiKey = useBrowserKey();
  /** Set when an export was asked for without a usable key: true when the server refused the stored one. */
  const [needKey, setNeedKey] = useState<{ refused: boolean } | null>(null);
  const exporter = useMutation({
    mutationFn: downloadExport,
    onSuccess: ({ filename, rows }) =>
      rows > 0
        ? notify({ title: 'Export Started', description: `Saving ${filename} (${rows} ${rows === 1 ? 'search' : 'searches'}).`, variant: 'success' })
        : notify({
            title: 'Export is empty',
            description: `${filename} holds no searches: an export lists only the checks made with this browser's API key, and checks made before this browser had a key are not linked to it.`,
          }),
    onError: (error) =>
      error instanceof MissingBrowserKey
        ? setNeedKey({ refused: error.refused })
        : notify({ title: 'Export Failed', description: 'Failed to download export file', variant: 'destructive' }),
  });
  const start = (format: ExportFormat) => {
    if (!apiKey) {
      setNeedKey({ refused: false });
      return;
    }
    setNeedKey(null);
    exporter.mutate(format);
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {FORMATS.map(({ format, label }) => {
          const busy = exporter.isPending && exporter.variables === format;
          return (
            <Button key={format} id={`export-${format}`} variant="outline" disabled={exporter.isPending} aria-busy={busy} onClick={() => start(format)}>
              {busy ? <Spinner /> : <Download aria-hidden="true" className="h-4 w-4" />}
              {label}
            </Button>
          );
        })}
      </div>
      {needKey && !apiKey ? (
        <BrowserKeyOffer refused={needKey.refused} focusAfter={`export-${FORMATS[0].format}`}>
          An export lists the checks made with this browser&apos;s API key, and this browser has none yet. Create its key first;
          checks you make afterwards on this page are then linked to it and appear in the export.
        </BrowserKeyOffer>
      ) : null}
    </div>
  );
}
