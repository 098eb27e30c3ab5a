import { create } from 'zustand';
import { createAdminSlice, type AdminSlice } from './admin.slice';
import { createCarriersSlice, type CarriersSlice } from './carriers.slice';
import { createCheckSlice, type CheckSlice } from './check.slice';
import { createImeiSlice, type ImeiSlice } from './imei.slice';
import { createLocationSlice, type LocationSlice } from './location.slice';

/** The one client-side store: form state and check outcomes. Server data lives in React Query. */
export type AppState = ImeiSlice & LocationSlice & CarriersSlice & CheckSlice & AdminSlice;

export const useAppStore = create<AppState>()((...args) => ({
  ...createImeiSlice(...args),
  ...createLocationSlice(...args),
  ...createCarriersSlice(...args),
  ...createCheckSlice(...args),
  ...createAdminSlice(...args),
}));
