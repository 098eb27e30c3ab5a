import { Bot, Download, ExternalLink, Gauge, KeyRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiKeyForm } from '../../api-keys/components/api-key-form';
import { ExportButtons } from '../../export/components/export-buttons';
import { CurlExample } from './curl-example';
import { EndpointList } from './endpoint-list';
import { RateTiers } from './rate-tiers';

const linkClass = 'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900';

function Part({ title, icon: Icon, children }: { title: string; icon?: LucideIcon; children: ReactNode }) {
  return (
    <section className="space-y-3 border-t border-slate-100 pt-5">
      <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        {Icon ? <Icon aria-hidden="true" className="h-4 w-4 text-indigo-600" /> : null}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The body of the home page's #api section: the docs, key generation and exports (loaded lazily). */
export function ApiDocs() {
  return (
    <div className="space-y-5">
      <p>
        Check devices from your own systems with the Bandwise REST API. Send an IMEI and a carrier, get back the device,
        its 4G LTE, 5G, VoLTE and Wi-Fi Calling support and the reasons behind each answer, as JSON. Every{' '}
        <code className="rounded bg-slate-100 px-1 text-slate-800">/api/v1</code> endpoint takes your API key as a bearer
        token.
      </p>
      <p className="rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
        <strong>Free to use</strong> under 100 requests per hour during the alpha. Building for an MVNO or another
        connectivity use case? We would love your feedback.
      </p>
      <Part title="Endpoints">
        <EndpointList />
        <CurlExample />
        <p>
          Every field, error and example is in the{' '}
          <a href="/api/docs" className={linkClass}>
            interactive API reference
            <ExternalLink aria-hidden="true" className="ml-1 inline h-3.5 w-3.5" />
          </a>{' '}
          (OpenAPI document at <code className="rounded bg-slate-100 px-1 text-slate-800">/api/docs-json</code>). Coverage
          analysis has its own{' '}
          <Link to="/coverage-api-docs" className={linkClass}>
            coverage API documentation
          </Link>
          .
        </p>
      </Part>
      <Part title="Rate limits" icon={Gauge}>
        <RateTiers />
        <p>
          Limits count per key. Every keyed answer carries <code className="text-slate-800">RateLimit-Limit</code>,{' '}
          <code className="text-slate-800">RateLimit-Remaining</code> and <code className="text-slate-800">RateLimit-Reset</code>;
          over the limit you get <code className="text-slate-800">429</code> with <code className="text-slate-800">Retry-After</code>.
        </p>
      </Part>
      <Part title="AI agents (MCP)" icon={Bot}>
        <p>
          An MCP server is available at <code className="rounded bg-slate-100 px-1 text-slate-800">/mcp</code> over
          Streamable HTTP, with the same API key and limits. For a local agent, run{' '}
          <code className="rounded bg-slate-100 px-1 text-slate-800">bandwise mcp</code> to serve it over stdio.
        </p>
      </Part>
      <Part title="Get an API key" icon={KeyRound}>
        <p>Enter your e-mail and a name for the key. The key is shown once; only its hash is stored.</p>
        <ApiKeyForm />
      </Part>
      <Part title="Export your searches" icon={Download}>
        <p>Download the searches made from this browser as JSON or CSV (IMEIs masked).</p>
        <ExportButtons />
      </Part>
    </div>
  );
}
