import { useEffect, useState } from 'react';

/** SPEC section 9: the saved message shows for 3 s. */
export const SAVED_MESSAGE_MS = 3000;

/** What the save bar says: saved, or refused (with the reason when there is one). */
export type SaveMessage = { kind: 'saved' | 'error'; text?: string } | null;

/** The save bar's message; "saved" goes away by itself after SAVED_MESSAGE_MS. */
export function useSaveMessage() {
  const [message, setMessage] = useState<SaveMessage>(null);
  useEffect(() => {
    if (message?.kind !== 'saved') return undefined;
    const timer = window.setTimeout(() => setMessage(null), SAVED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  return [message, setMessage] as const;
}
