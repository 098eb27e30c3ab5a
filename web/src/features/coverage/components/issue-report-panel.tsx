import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { NO_VALID_LOCATION, useIssueAnalysis } from '../use-coverage-analysis';
import { IssueResult } from './issue-result';
import { ProviderSelect } from './provider-select';

export interface IssueReportPanelProps {
  position: { lat: number; lng: number } | null;
  address: string;
  /** The provider chosen for the analysis: the issue form starts with it. */
  provider?: string;
  /** The providers the visitor may name in the report. */
  providers: string[];
  onClose: () => void;
}

/** Report Network Issue: a description, then its analysis. Cancel clears text and result. */
export function IssueReportPanel({ position, address, provider, providers, onClose }: IssueReportPanelProps) {
  const [text, setText] = useState('');
  const [publish, setPublish] = useState(false);
  const [issueProvider, setIssueProvider] = useState(provider ?? '');
  const [locationMissing, setLocationMissing] = useState(false);
  const issue = useIssueAnalysis();
  const id = useId();

  const submit = () => {
    if (!text.trim()) return;
    if (!position) {
      setLocationMissing(true);
      return;
    }
    setLocationMissing(false);
    issue.mutate({ ...position, address, issue_description: text.trim(), user_agent: navigator.userAgent, provider: issueProvider || undefined, publish });
  };
  const cancel = () => {
    setText('');
    setPublish(false);
    setLocationMissing(false);
    issue.reset();
    onClose();
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-xl border border-indigo-200 bg-indigo-50/40 p-4" data-testid="issue-panel">
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        Report Network Issue
      </h3>
      {position ? (
        <p className="text-sm text-slate-700">This report is for {address || `${position.lat}, ${position.lng}`}.</p>
      ) : (
        <p data-testid="issue-location-needed" className="text-sm font-medium text-amber-900">
          A report needs a location: first choose a place or enter the latitude and longitude above, then describe the issue.
        </p>
      )}
      <div className="space-y-1.5">
        <ProviderSelect id={`${id}-provider`} label="Provider with the issue" anyLabel="Not sure / any provider" providers={providers} value={issueProvider} onChange={setIssueProvider} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-text`}>Describe the issue</Label>
        <Textarea
          id={`${id}-text`}
          value={text}
          maxLength={2000}
          placeholder="e.g. Calls drop after a minute inside the station since Monday"
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="flex items-start gap-2">
        <Checkbox id={`${id}-publish`} checked={publish} onCheckedChange={setPublish} className="mt-0.5" />
        <Label htmlFor={`${id}-publish`} className="cursor-pointer font-normal leading-snug">
          Show my description to others who report something similar (otherwise they see only its type, age and a distance band)
        </Label>
      </div>
      {locationMissing ? (
        <p role="alert" className="text-sm text-red-700">
          {NO_VALID_LOCATION}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={submit} disabled={!text.trim() || issue.isPending}>
          {issue.isPending ? <Spinner /> : <Send aria-hidden="true" className="h-4 w-4" />}
          Analyze Issue
        </Button>
        <Button variant="outline" onClick={cancel}>
          Cancel
        </Button>
      </div>
      {issue.data ? <IssueResult analysis={issue.data} /> : null}
    </section>
  );
}
