import { useMutation } from '@tanstack/react-query';
import { notify } from '../../components/ui/toast';
import { errorMessageOf } from '../../lib/error-message';
import { rememberSignInEmail } from './admin-storage';
import { sendTempLink, validateAdminEmail, type SendLinkAnswer } from './api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isWellFormedEmail = (email: string) => EMAIL.test(email);

/** The server's refusal of a validate call (a malformed address), kept apart so its own fallback text applies. */
class InvalidAddress extends Error {
  constructor(readonly cause: unknown) {
    super('Please enter a valid email address');
  }
}

/**
 * Validate, then send the link (specification sections 5 and 8). The address is remembered
 * until sign-in completes; in development the link is printed to the browser console.
 */
export function useSendMagicLink() {
  return useMutation({
    mutationFn: async (email: string): Promise<SendLinkAnswer> => {
      try {
        await validateAdminEmail(email);
      } catch (error) {
        throw new InvalidAddress(error);
      }
      return sendTempLink(email);
    },
    onSuccess: (answer, email) => {
      rememberSignInEmail(email);
      if (answer.isDevMode && answer.devNote) console.info(`Development sign-in link for ${email}: ${answer.devNote}`);
      notify({
        title: 'Magic link sent!',
        description: answer.isDevMode ? 'Check console for development link' : 'Check your email for the login link.',
        variant: 'success',
      });
    },
    onError: (error) => {
      const description = error instanceof InvalidAddress ? errorMessageOf(error.cause, 'Please enter a valid email address') : errorMessageOf(error, 'Failed to send magic link');
      notify({ title: 'Error', description, variant: 'destructive' });
    },
  });
}
