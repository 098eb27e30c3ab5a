import { useSiteConfig } from '../features/site/use-site-config';
import { ComingSoon } from './coming-soon';
import { articleFor } from '../lib/article';
import { useDocumentTitle } from '../lib/use-document-title';

/** /signup: where "Get a SIM" leads when the operator has not set SIGNUP_URL to its own shop. */
export function SignupPage() {
  useDocumentTitle('Get a SIM');
  const { networkName, supportEmail } = useSiteConfig();
  const esim = new URLSearchParams(window.location.search).get('sim') === 'esim';
  return (
    <ComingSoon title={`Get ${articleFor(networkName)} ${networkName} ${esim ? 'eSIM' : 'SIM'}`}>
      Online sign-up is not open yet. To order {esim ? 'an eSIM' : 'a SIM card'}, contact {networkName} customer support
      {supportEmail ? (
        <>
          {' '}at <a href={`mailto:${supportEmail}`} className="font-medium text-indigo-700 underline">{supportEmail}</a>
        </>
      ) : null}
      .
    </ComingSoon>
  );
}
