import type { SliceCreator } from './slice-creator';

/** loading: the stored session or the link's token is being checked (specification section 4). */
export type AdminAuthStatus = 'loading' | 'logged-out' | 'logged-in';

export interface AdminSlice {
  adminStatus: AdminAuthStatus;
  adminEmail: string | null;
  adminToken: string | null;
  adminSignedIn: (session: { email: string; sessionToken: string }) => void;
  adminSignedOut: () => void;
}

export const createAdminSlice: SliceCreator<AdminSlice> = (set) => ({
  adminStatus: 'loading',
  adminEmail: null,
  adminToken: null,
  adminSignedIn: ({ email, sessionToken }) => set({ adminStatus: 'logged-in', adminEmail: email, adminToken: sessionToken }),
  adminSignedOut: () => set({ adminStatus: 'logged-out', adminEmail: null, adminToken: null }),
});
