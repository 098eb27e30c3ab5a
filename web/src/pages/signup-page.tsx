import { useSiteConfig } from '../features/site/use-site-config';
import { ComingSoon } from './coming-soon';
import { useDocumentTitle } from '../lib/use-document-title';

/** /signup: where "Get a SIM" leads when the operator has not set SIGNUP_URL to its own shop. */
export function SignupPage() {
  useDocumentTitle('Get a SIM');
  const { networkName } = useSiteConfig();
  const esim = new URLSearchParams(window.location.search).get('sim') === 'esim';
  return (
    <ComingSoon title={`Get a ${networkName} ${esim ? 'eSIM' : 'SIM'}`}>
      Online sign-up is not open yet. The operator sets SIGNUP_URL to its own shop; until then, contact {networkName} customer
      support to order {esim ? 'an eSIM' : 'a SIM card'}.
    </ComingSoon>
  );
}
