import { useSyncExternalStore } from 'react';
import { emptyProgress, type Progress } from './progress';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

type Listener = () => void;

function load(): Progress {
  const stored = readJson<Progress>(STORAGE_KEYS.progress);
  return stored && stored.version === 1 ? { ...emptyProgress(), ...stored } : emptyProgress();
}

let current: Progress = load();
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getProgress(): Progress {
  return current;
}

/** Applies a change, saves it to local storage and notifies subscribers. */
export function updateProgress(change: (progress: Progress) => Progress): Progress {
  current = change(current);
  writeJson(STORAGE_KEYS.progress, current);
  emit();
  return current;
}

export function resetProgress(): void {
  current = emptyProgress();
  writeJson(STORAGE_KEYS.progress, null);
  emit();
}

/** Reloads stored progress (spec §2.3: on every route change when a token exists). */
export function reloadProgressIfToken(): Progress {
  const stored = load();
  if (stored.user?.token) {
    current = stored;
    emit();
  }
  return current;
}

export function subscribeProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current progress; re-renders on every change. */
export function useProgress(): Progress {
  return useSyncExternalStore(subscribeProgress, getProgress, getProgress);
}

export const getToken = (): string | null => current.user?.token ?? null;
