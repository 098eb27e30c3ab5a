import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteFooter } from '../components/layout/site-footer';
import { DeviceChecker } from '../features/check/components/device-checker';
import { AlphaBanner } from '../features/home/components/alpha-banner';
import { ApiSection } from '../features/home/components/api-section';
import { CoverageSection } from '../features/home/components/coverage-section';
import { PolicySection } from '../features/home/components/policy-section';
import { PrivacyNotice } from '../features/home/components/privacy-notice';

/** Arriving from another page at /#api: scroll to the anchor once the page has rendered. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

/** The one long home page (specification section 2). */
export function HomePage() {
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
