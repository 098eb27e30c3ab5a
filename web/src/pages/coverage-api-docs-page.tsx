import type { ReactNode } from 'react';
import { CodeExamples } from '../features/coverage-docs/components/code-examples';
import { CoverageAlphaNotice, FeatureCards, QuickStart, SupportLinks } from '../features/coverage-docs/components/docs-sections';
import { EndpointCards } from '../features/coverage-docs/components/endpoint-cards';
import { ScoringMethod } from '../features/coverage-docs/components/scoring-method';
import { useDocumentTitle } from '../lib/use-document-title';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** /coverage-api-docs: the coverage API documentation (specification section 2). */
export function CoverageApiDocsPage() {
  useDocumentTitle('Coverage API Docs');
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Coverage API Documentation</h1>
        <p className="text-slate-600">
          Rate mobile and broadband providers near any location and analyse network issue reports from your own systems.
          Scores come from stored evidence (cell towers, outage reports and user reports) by a published, deterministic formula.
        </p>
      </header>
      <CoverageAlphaNotice />
      <Part title="Quick start">
        <QuickStart />
      </Part>
      <Part title="Endpoints">
        <EndpointCards />
      </Part>
      <Part title="Code examples">
        <CodeExamples />
      </Part>
      <Part title="How scores are computed">
        <ScoringMethod />
      </Part>
      <Part title="Features">
        <FeatureCards />
      </Part>
      <Part title="Support">
        <SupportLinks />
      </Part>
    </main>
  );
}
