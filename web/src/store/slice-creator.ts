import type { StateCreator } from 'zustand';
import type { AppState } from './app-store';

/** A typed slice of the one app store; slices may read each other through `get`. */
export type SliceCreator<T> = StateCreator<AppState, [], [], T>;
