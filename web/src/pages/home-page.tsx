import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteFooter } from '../components/layout/site-footer';
import { DeviceChecker } from '../features/check/components/device-checker';
import { AlphaBanner } from '../features/home/components/alpha-banner';
import { ApiSection } from '../features/home/components/api-section';
import { CoverageSection } from '../features/home/components/coverage-section';
import { PolicySection } from '../features/home/components/policy-section';
import { PrivacyNotice } from '../features/home/components/privacy-notice';
import { keepInView } from '../lib/keep-in-view';
import { useDocumentTitle } from '../lib/use-document-title';

/** Arriving at /#api: the anchor's section stays at the top while the lazy sections above it load. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    return target ? keepInView(target) : undefined;
  }, [hash]);
}

/** The one long home page (specification section 2). */
export function HomePage() {
  useDocumentTitle(null);
  useScrollToHash();
  return (
    <>
      <AlphaBanner />
      <main id="main" className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:px-6 sm:py-12">
        <PrivacyNotice />
        <DeviceChecker />
        <CoverageSection />
        <ApiSection />
        <PolicySection />
      </main>
      <SiteFooter />
    </>
  );
}
