import { ComingSoon } from './coming-soon';

/** /admin: passwordless sign-in, analytics dashboard and messaging centre (to come). */
export function AdminPage() {
  return (
    <ComingSoon title="Admin Portal">
      Sign in with a one-time e-mail link to see the analytics dashboard and the messaging centre.
    </ComingSoon>
  );
}
