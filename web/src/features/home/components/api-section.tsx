import { Code2 } from 'lucide-react';
import { lazy } from 'react';
import { HomeSection } from './home-section';
import { LazyBody } from './lazy-body';

const ApiDocs = lazy(() => import('../../api-docs/components/api-docs').then((m) => ({ default: m.ApiDocs })));

/** API documentation, key generation and exports (anchor #api); the body loads after the first page. */
export function ApiSection() {
  return (
    <HomeSection id="api" title="API Documentation" icon={Code2}>
      <LazyBody label="the API documentation">
        <ApiDocs />
      </LazyBody>
    </HomeSection>
  );
}
