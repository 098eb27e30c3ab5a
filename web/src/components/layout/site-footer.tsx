import { RadioTower } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSiteConfig } from '../../features/site/use-site-config';

const linkClass = 'rounded text-sm text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-indigo-400';

const PRODUCT_PLACEHOLDERS = ['Pricing', 'Status'];
const SUPPORT_PLACEHOLDERS = ['Help Center', 'Contact Us', 'Privacy Policy', 'Terms of Service'];

/** Placeholder targets until these pages exist: an in-page anchor that leaves the visitor where they are. */
const placeholderHref = (label: string) => `#${label.toLowerCase().replace(/\s+/g, '-')}`;

function PlaceholderItems({ labels }: { labels: string[] }) {
  return labels.map((label) => (
    <li key={label}>
      <a href={placeholderHref(label)} className={linkClass}>
        {label}
      </a>
    </li>
  ));
}

/** Home page footer (specification section 2, item 9), naming the configured network. Placeholder links lead nowhere yet. */
export function SiteFooter() {
  const { networkName } = useSiteConfig();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-2 lg:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <RadioTower aria-hidden="true" className="h-5 w-5 text-indigo-400" /> Bandwise
          </p>
          <p className="max-w-sm text-sm text-slate-400">
            Device compatibility checks for {networkName}: 4G LTE, 5G, VoLTE and Wi-Fi Calling from your IMEI. Alpha
            service, results are experimental.
          </p>
        </div>
        <nav aria-label="Developers and product" className="space-y-2">
          <h2 className="text-sm font-semibold text-white">Product</h2>
          <ul className="space-y-1.5">
            <li>
              <a href="#api" className={linkClass}>
                API Docs
              </a>
            </li>
            <li>
              <Link to="/admin" className={linkClass}>
                Analytics
              </Link>
            </li>
            <PlaceholderItems labels={PRODUCT_PLACEHOLDERS} />
          </ul>
        </nav>
        <nav aria-label="Support and legal" className="space-y-2">
          <h2 className="text-sm font-semibold text-white">Support</h2>
          <ul className="space-y-1.5">
            <PlaceholderItems labels={SUPPORT_PLACEHOLDERS} />
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-400 sm:px-6">
          © Bandwise. Free software under the GPL-3.0-or-later licence.
        </p>
      </div>
    </footer>
  );
}
