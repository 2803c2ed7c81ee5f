import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readJson, writeJson } from './storage';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const listeners = new Set<() => void>();
let visible = readJson(STORAGE_KEYS.balanceVisible, true, isBoolean);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * SPEC's `balanceVisible`: Hide balance on the Game Board masks every figure that would tell the
 * balance on this device (the balance and the balance after a start's fee), all at once.
 */
export function useBalanceVisible(): [boolean, () => void] {
  const current = useSyncExternalStore(subscribe, () => visible);
  const toggle = () => {
    visible = !visible;
    writeJson(STORAGE_KEYS.balanceVisible, visible);
    listeners.forEach((listener) => listener());
  };
  return [current, toggle];
}

/** What a hidden figure shows (readers hear that it is hidden). */
export const HIDDEN_FIGURE = '••••••';
