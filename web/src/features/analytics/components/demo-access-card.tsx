import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BarChart3, Check, Eye } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/error-message';
import { DEMO_PATH, fetchDemoAnalytics } from '../api';

const BENEFITS = [
  'Total searches and device trends',
  'API usage across all keys',
  'Anonymized city/state location insights',
  'Device compatibility statistics',
];

/**
 * 'Analytics Demo Access' (specification section 2). Requesting access loads the analytics
 * first, so the grant is shown together with the data.
 */
export function DemoAccessCard({ onGranted }: { onGranted: () => void }) {
  const queryClient = useQueryClient();
  const request = useMutation({
    mutationFn: fetchDemoAnalytics,
    onSuccess: (data) => {
      queryClient.setQueryData([DEMO_PATH], data);
      onGranted();
      notify({ title: 'Demo Access Granted!', description: 'You now have access to view aggregate analytics insights.', variant: 'success' });
    },
    onError: (error) => notify({ title: 'Error', description: errorMessageOf(error, 'Unable to load analytics data. Please try again later.'), variant: 'destructive' }),
  });

  return (
    <Card className="mx-auto w-full max-w-lg p-6 sm:p-8">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <BarChart3 aria-hidden="true" className="h-6 w-6" />
      </span>
      <h1 className="mt-4 text-center text-2xl font-bold text-slate-900">Analytics Demo Access</h1>
      <p className="mt-1 text-center text-sm text-slate-600">See how Bandwise is used, in aggregate:</p>
      <ul className="mt-5 space-y-2 text-sm text-slate-700">
        {BENEFITS.map((b) => (
          <li key={b} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
            {b}
          </li>
        ))}
      </ul>
      <Button className="mt-6 w-full" onClick={() => request.mutate()} disabled={request.isPending}>
        {request.isPending ? <Spinner /> : <Eye aria-hidden="true" className="h-4 w-4" />}
        {request.isPending ? 'Granting Access...' : 'Request Demo Access'}
      </Button>
      <p className="mt-3 text-center text-xs text-slate-600">Demo access is read-only and shows aggregate, anonymized data only.</p>
    </Card>
  );
}
