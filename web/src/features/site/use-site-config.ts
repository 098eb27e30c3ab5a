import { useQuery } from '@tanstack/react-query';

/** GET /api/site-config: the operator's settings the web app reads at run time. */
export interface SiteConfig {
  networkName: string;
  networkCountry: string;
  signupUrl: string;
  /** The operator's help address; '' when none is set. */
  supportEmail: string;
  /** Basemap tile URL template; '' when tiles are off. */
  mapTileUrl: string;
  mapTileAttribution: string;
}

export const SITE_CONFIG_QUERY_KEY = ['/api/site-config'];

/** What the page shows until (or unless) the server answers: the product's documented defaults. */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  networkName: 'Bandwise Mobile',
  networkCountry: 'United States',
  signupUrl: '/signup',
  supportEmail: '',
  mapTileUrl: '',
  mapTileAttribution: '',
};

/** The site settings; the defaults while loading or when the call failed. */
export function useSiteConfig(): SiteConfig {
  const { data } = useQuery<SiteConfig>({ queryKey: SITE_CONFIG_QUERY_KEY });
  return data ?? DEFAULT_SITE_CONFIG;
}
