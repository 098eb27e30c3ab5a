import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';
import { downloadExport, type ExportFormat } from '../api';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'json', label: 'Export JSON' },
  { format: 'csv', label: 'Export CSV' },
];

/** 'Export JSON' and 'Export CSV': the searches made with this browser's API key, as a download. */
export function ExportButtons() {
  const exporter = useMutation({
    mutationFn: downloadExport,
    onSuccess: ({ filename, rows }) =>
      rows > 0
        ? notify({ title: 'Export Started', description: `Saving ${filename} (${rows} ${rows === 1 ? 'search' : 'searches'}).`, variant: 'success' })
        : notify({
            title: 'Export is empty',
            description: `${filename} holds no searches: an export lists only the checks made with this browser's API key, and checks made before this browser had a key are not linked to it.`,
          }),
    onError: () => notify({ title: 'Export Failed', description: 'Failed to download export file', variant: 'destructive' }),
  });

  return (
    <div className="flex flex-wrap gap-2">
      {FORMATS.map(({ format, label }) => {
        const busy = exporter.isPending && exporter.variables === format;
        return (
          <Button key={format} variant="outline" disabled={exporter.isPending} aria-busy={busy} onClick={() => exporter.mutate(format)}>
            {busy ? <Spinner /> : <Download aria-hidden="true" className="h-4 w-4" />}
            {label}
          </Button>
        );
      })}
    </div>
  );
}
