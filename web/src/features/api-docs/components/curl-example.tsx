import { CopyButton } from '../../../components/ui/copy-button';

/** A Luhn-valid IMEI of a Google Pixel 4 (TAC 35293110), as in the OpenAPI examples. */
const EXAMPLE_IMEI = '352931100000009';

function curlCommand(origin: string): string {
  return [
    `curl -X POST ${origin}/api/v1/check \\`,
    `  -H "Authorization: Bearer bw_live_YOUR_API_KEY" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"imei": "${EXAMPLE_IMEI}", "network": "T-Mobile", "location": "Austin, TX"}'`,
  ].join('\n');
}

/** A first request to copy and paste, pointed at this server. */
export function CurlExample() {
  const command = curlCommand(window.location.origin);
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-800 bg-slate-900">
      <figcaption className="flex items-center justify-between gap-2 border-b border-slate-700 px-3 py-2 text-xs font-semibold text-slate-200">
        cURL
        <CopyButton text={command} what="cURL example" />
      </figcaption>
      <pre tabIndex={0} className="overflow-x-auto p-3 text-xs leading-relaxed text-slate-100">
        <code>{command}</code>
      </pre>
    </figure>
  );
}
