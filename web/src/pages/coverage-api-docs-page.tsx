import { ComingSoon } from './coming-soon';

/** /coverage-api-docs: the coverage API documentation (to come). */
export function CoverageApiDocsPage() {
  return (
    <ComingSoon title="Coverage API Documentation">
      Quick-start steps, endpoint reference and code examples in JavaScript, Python and cURL.
    </ComingSoon>
  );
}
