import type { SliceCreator } from './slice-creator';

/** loading: the stored session or the link's token is being checked (specification section 4). */
export type AdminAuthStatus = 'loading' | 'logged-out' | 'logged-in';

export interface AdminSlice {
  adminStatus: AdminAuthStatus;
  adminEmail: string | null;
  adminToken: string | null;
  /** True when the session ended outside this page (another tab, support staff, expiry): the login screen says so. */
  adminSessionEnded: boolean;
  adminSignedIn: (session: { email: string; sessionToken: string }) => void;
  adminSignedOut: () => void;
  /** The server no longer knows the session: signed out, with the note above. */
  adminSessionLost: () => void;
}

export const createAdminSlice: SliceCreator<AdminSlice> = (set) => ({
  adminStatus: 'loading',
  adminEmail: null,
  adminToken: null,
  adminSessionEnded: false,
  adminSignedIn: ({ email, sessionToken }) => set({ adminStatus: 'logged-in', adminEmail: email, adminToken: sessionToken, adminSessionEnded: false }),
  adminSignedOut: () => set({ adminStatus: 'logged-out', adminEmail: null, adminToken: null, adminSessionEnded: false }),
  adminSessionLost: () => set({ adminStatus: 'logged-out', adminEmail: null, adminToken: null, adminSessionEnded: true }),
});
