import { useSyncExternalStore } from 'react';
import type { ApiError } from '../../lib/api-errors';

/** Modals opened from outside React (the API client) and cleared on navigation (spec §2.3). */
export interface GlobalModalState {
  error: { message: string | null } | null;
  reconnect: { resolve: () => void; reject: () => void } | null;
}

let state: GlobalModalState = { error: null, reconnect: null };
const listeners = new Set<() => void>();

function set(next: Partial<GlobalModalState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Server messages of 4xx answers are meant for people; 5xx and network errors get the generic text. */
export function showApiError(error: ApiError): void {
  const readable = error.status >= 400 && error.status < 500 && error.message && !error.message.includes('.');
  set({ error: { message: readable ? error.message : null } });
}

export function showErrorMessage(message: string | null = null): void {
  set({ error: { message } });
}

export const closeErrorModal = () => set({ error: null });

export function requestReconnect(): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    set({
      reconnect: {
        resolve: () => {
          set({ reconnect: null });
          resolve();
        },
        reject: () => {
          set({ reconnect: null });
          reject(new Error('reconnect cancelled'));
        },
      },
    });
  });
}

export function useGlobalModals(): GlobalModalState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
