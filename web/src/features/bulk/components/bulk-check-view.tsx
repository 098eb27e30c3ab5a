import { useMutation, useQuery } from '@tanstack/react-query';
import { Download, Play } from 'lucide-react';
import { lazy, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FieldHint, Input, Label } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/error-message';
import { BrowserKeyOffer } from '../../api-keys/components/browser-key-offer';
import { MissingBrowserKey } from '../../api-keys/keyed-call';
import { useBrowserKey } from '../../api-keys/use-browser-key';
import { LazyBody } from '../../home/components/lazy-body';
import { carrierRefused, downloadBulkReport, fetchBulkJob, isFleetFile, startBulkCheck } from '../api';
import { useSiteConfig } from '../../site/use-site-config';
import { FleetDropZone } from './fleet-drop-zone';

const BulkSummaryChart = lazy(() => import('./bulk-summary-chart'));

/** Drop a fleet list, watch the job's progress, read the summary and download the report. */
export function BulkCheckView() {
  // The file last chosen; one that is not CSV or text is named in an error and never uploaded.
  const [picked, setPicked] = useState<File | null>(null);
  const file = picked && isFleetFile(picked) ? picked : null;
  const fileError = picked && !file ? `${picked.name} is not a CSV or text file: choose the fleet list as CSV, or as a text file with one IMEI per line.` : null;
  const [country, setCountry] = useState('');
  // The job being watched is in the address (?job=), so a reload, back and forward come back to it.
  const [params, setParams] = useSearchParams();
  // The operator's own network, as the home form preselects it, until the visitor types another.
  const site = useSiteConfig();
  const [typedCarrier, setCarrier] = useState<string | null>(null);
  const carrier = typedCarrier ?? site.networkName;
  const apiKey = useBrowserKey();
  const upload = useMutation({ mutationFn: startBulkCheck, onSuccess: (started) => setParams({ job: started.id }) });
  const keyRefused = upload.error instanceof MissingBrowserKey && upload.error.refused;
  const placeRefused = upload.isError && carrierRefused(upload.error);
  const jobId = upload.data?.id ?? params.get('job');
  const job = useQuery({
    queryKey: ['bulk-check', jobId],
    queryFn: () => fetchBulkJob(jobId!),
    enabled: Boolean(jobId),
    refetchInterval: (q) => (q.state.data?.status === 'done' ? false : 1000),
  });
  const report = useMutation({
    mutationFn: downloadBulkReport,
    onSuccess: (filename) => notify({ title: 'Report downloaded', description: `Saving ${filename}.`, variant: 'success' }),
    onError: () => notify({ title: 'Download failed', description: 'The report could not be downloaded.', variant: 'destructive' }),
  });
  const current = job.data ?? upload.data;
  const percent = current ? Math.round(current.progress * 100) : 0;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Your fleet list</CardTitle>
        </CardHeader>
        <CardContent>
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (file) upload.mutate({ file, carrier, country });
            }}
          >
            {apiKey ? null : (
              <BrowserKeyOffer refused={keyRefused} focusAfter="fleet-file">
                A bulk check runs under an API key, and this browser has none yet. Create this browser&apos;s key (free: up to 100
                rows an hour), then check the fleet.
              </BrowserKeyOffer>
            )}
            <FleetDropZone file={file} onFile={setPicked} />
            {fileError && (
              <p role="alert" className="wrap-anywhere text-sm text-red-700">
                {fileError}
              </p>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <PlaceField id="bulk-carrier" label="Carrier" value={carrier} onChange={setCarrier} placeholder="Carrier name" autoComplete="off" refused={placeRefused}>
                For rows that name no carrier of their own (left empty: AT&amp;T).
              </PlaceField>
              <PlaceField id="bulk-country" label="Country (optional)" value={country} onChange={setCountry} placeholder="e.g. Germany or DE" autoComplete="country-name" refused={placeRefused}>
                The carrier&apos;s country, where several countries have a carrier of that name (Vodafone).
              </PlaceField>
            </div>
            <Button type="submit" disabled={!file || !apiKey || upload.isPending}>
              {upload.isPending ? <Spinner /> : <Play aria-hidden="true" className="h-4 w-4" />}
              Check the fleet
            </Button>
            {upload.isError && !(upload.error instanceof MissingBrowserKey) && (
              <p id="bulk-error" role="alert" className="wrap-anywhere text-sm text-red-700">
                {errorMessageOf(upload.error, 'The list could not be uploaded.')}
              </p>
            )}
          </form>
        </CardContent>
      </Card>

      {job.isError && !current && (
        <p role="alert" className="wrap-anywhere text-sm text-red-700">
          {errorMessageOf(job.error, 'This bulk check could not be read.')}
        </p>
      )}
      {current && (
        <Card>
          <CardHeader>
            <CardTitle>{current.status === 'done' ? 'Done' : current.status === 'failed' ? 'Paused' : 'Checking'}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <div role="progressbar" aria-label="Rows checked" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-3 w-full overflow-hidden rounded-full bg-slate-100">
              <div className="h-full bg-indigo-600 transition-all" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-sm text-slate-700" aria-live="polite">
              {current.checkedRows.toLocaleString('en-US')} of {current.totalRows.toLocaleString('en-US')} rows checked ({percent}%)
              {current.error ? `. ${current.error}` : ''}
            </p>
            {current.status === 'done' && (
              <>
                <p className="text-lg font-semibold text-slate-900">{Math.round(current.summary.readyShare * 100)}% of the fleet is ready as is</p>
                {current.summary.invalid > 0 ? (
                  <p className="text-sm text-slate-700">
                    Counted over all {current.summary.total.toLocaleString('en-US')} rows: {current.summary.invalid.toLocaleString('en-US')} could not be checked as written (see the
                    error column of the report).
                  </p>
                ) : null}
                <LazyBody label="the summary chart">
                  <BulkSummaryChart summary={current.summary} />
                </LazyBody>
                <Button variant="outline" disabled={report.isPending} onClick={() => report.mutate(current.id)}>
                  {report.isPending ? <Spinner /> : <Download aria-hidden="true" className="h-4 w-4" />}
                  Download report (CSV)
                </Button>
              </>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}

interface PlaceFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  autoComplete: string;
  /** The upload was refused for its carrier or country: the field is marked and tied to the refusal. */
  refused: boolean;
  children: ReactNode;
}

/** The job's default carrier or its country, with its hint. */
function PlaceField({ id, label, value, onChange, placeholder, autoComplete, refused, children }: PlaceFieldProps) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        autoComplete={autoComplete}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? `${id}-hint bulk-error` : `${id}-hint`}
      />
      <FieldHint id={`${id}-hint`}>{children}</FieldHint>
    </div>
  );
}
