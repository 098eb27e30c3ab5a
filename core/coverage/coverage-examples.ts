/** The example request of the coverage docs: Penn Station, New York. */
export const EXAMPLE_REQUEST = { lat: 40.7505, lng: -73.9934, address: 'Penn Station, New York' } as const;
/** Stands for the reader's key in the examples; tests swap in a real one and run them as written. */
export const EXAMPLE_KEY = 'YOUR_API_KEY';

export type ExampleLanguage = 'javascript' | 'python' | 'curl';

/**
 * The coverage API examples in JavaScript (Node 18+ or a browser module), Python 3 (standard
 * library only) and cURL, pointed at `origin`. Written once here so the docs page shows exactly
 * what the tests run.
 */
export function coverageExamples(origin: string): Record<ExampleLanguage, string> {
  const url = `${origin}/api/coverage/analyze`;
  const { lat, lng, address } = EXAMPLE_REQUEST;
  return {
    javascript: [
      `const response = await fetch('${url}', {`,
      `  method: 'POST',`,
      `  headers: { Authorization: 'Bearer ${EXAMPLE_KEY}', 'Content-Type': 'application/json' },`,
      `  body: JSON.stringify({ lat: ${lat}, lng: ${lng}, address: '${address}' }),`,
      `});`,
      `const { data } = await response.json();`,
      `for (const p of data.mobile_providers) {`,
      '  console.log(`${p.provider}: ${p.coverage_score ?? "no data"} (${p.recommendation ?? "no rating"})`);',
      `}`,
    ].join('\n'),
    python: [
      `import json`,
      `import urllib.request`,
      ``,
      `request = urllib.request.Request(`,
      `    '${url}',`,
      `    data=json.dumps({'lat': ${lat}, 'lng': ${lng}, 'address': '${address}'}).encode(),`,
      `    headers={'Authorization': 'Bearer ${EXAMPLE_KEY}', 'Content-Type': 'application/json'},`,
      `    method='POST',`,
      `)`,
      `with urllib.request.urlopen(request) as response:`,
      `    data = json.load(response)['data']`,
      `for p in data['mobile_providers']:`,
      `    print(p['provider'], p['coverage_score'], p['recommendation'])`,
    ].join('\n'),
    curl: [
      `curl -X POST ${url} \\`,
      `  -H "Authorization: Bearer ${EXAMPLE_KEY}" \\`,
      `  -H "Content-Type: application/json" \\`,
      `  -d '{"lat": ${lat}, "lng": ${lng}, "address": "${address}"}'`,
    ].join('\n'),
  };
}
