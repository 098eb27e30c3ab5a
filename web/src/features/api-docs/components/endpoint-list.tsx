import { Badge } from '../../../components/ui/badge';

interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  keyed: boolean;
}

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: '/api/check', summary: 'Check a device: IMEI, carrier and location in; make, model, capabilities, reasons and speeds out. The key is optional here.', keyed: false },
  { method: 'POST', path: '/api/v1/check', summary: 'The same check, counted against your key and listed in your searches.', keyed: true },
  { method: 'GET', path: '/api/v1/search/{id}', summary: 'One of your searches by its id.', keyed: true },
  { method: 'GET', path: '/api/v1/recent-searches?limit=10', summary: 'Your latest searches, newest first.', keyed: true },
  { method: 'GET', path: '/api/v1/stats', summary: 'Search totals, popular devices and compatibility figures.', keyed: true },
  { method: 'GET', path: '/api/v1/export?format=json|csv', summary: 'All your searches as imei_searches.json or imei_searches.csv (IMEIs masked).', keyed: true },
];

/** The REST endpoints a developer starts with; the interactive reference lists every field. */
export function EndpointList() {
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {ENDPOINTS.map((endpoint) => (
        <li key={endpoint.path} className="flex flex-col gap-1.5 p-3 sm:flex-row sm:items-start sm:gap-3">
          <div className="flex shrink-0 items-center gap-2 sm:w-80">
            <Badge tone={endpoint.method === 'GET' ? 'success' : 'info'} className="w-12 justify-center font-mono">
              {endpoint.method}
            </Badge>
            <code className="break-all font-mono text-xs text-slate-900">{endpoint.path}</code>
          </div>
          <p className="text-sm text-slate-600">
            {endpoint.summary}
            {endpoint.keyed ? <span className="ml-1 text-xs font-medium text-slate-500">(API key)</span> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
