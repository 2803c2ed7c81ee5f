import { lazy } from 'react';

/**
 * The caller's dialogs and its win celebration, each loaded when first opened (and fetched ahead
 * once the screen is idle, so the first open is immediate): together they brought zod, the form
 * library and the confetti (about 50 KB gzip) into the screen's first load for nothing it shows.
 */
const loaders = {
  check: () => import('./check-dialog'),
  card: () => import('./card-view'),
  celebration: () => import('./celebration'),
  reason: () => import('@web/components/reason-dialog'),
  endGame: () => import('@web/components/end-game-dialog'),
  pairTv: () => import('@web/components/pair-tv-dialog'),
};

export const CheckDialog = lazy(() => loaders.check().then((m) => ({ default: m.CheckDialog })));
export const CardView = lazy(() => loaders.card().then((m) => ({ default: m.CardView })));
export const Celebration = lazy(() =>
  loaders.celebration().then((m) => ({ default: m.Celebration })),
);
export const ReasonDialog = lazy(() => loaders.reason().then((m) => ({ default: m.ReasonDialog })));
export const EndGameDialog = lazy(() =>
  loaders.endGame().then((m) => ({ default: m.EndGameDialog })),
);
export const PairTvDialog = lazy(() => loaders.pairTv().then((m) => ({ default: m.PairTvDialog })));

/** Fetches every dialog's code; a failure (offline) is retried when the dialog opens. */
export function prefetchCallerDialogs(): void {
  for (const load of Object.values(loaders)) load().catch(() => undefined);
}
