import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { allTexts } from '@web/lib/i18n';
import { LoginPage } from '@web/features/auth/components/login-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';

/** A screen's code and the whole locale together: only sign-in renders with a part of it. */
const withAllTexts = <T,>(screen: Promise<T>): Promise<T> =>
  Promise.all([screen, allTexts()]).then(([loaded]) => loaded);

/**
 * SPEC section 2 route table. Sign-in is part of the entry (the first screen of a visit: one
 * round trip less, and its first load within budget, scripts/first-load-budgets.ts); every other
 * screen is its own lazily loaded chunk.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: LoadingScreen,
    children: [
      { index: true, Component: LoginPage },
      {
        // React Query and the API cache load with the first screen after sign-in.
        lazy: () => import('./query-layout').then((m) => ({ Component: m.QueryLayout })),
        children: [
          {
            // The players' proof of a fair draw: public, no sign-in, no sidebar.
            path: 'verify/:token',
            lazy: () =>
              withAllTexts(
                import('@web/features/verify/components/verify-page').then((m) => ({
                  Component: m.VerifyPage,
                })),
              ),
          },
          {
            // A shop's next game's commitment, public before its cards are sold (decision 054).
            path: 'verify/shop/:shopId',
            lazy: () =>
              withAllTexts(
                import('@web/features/verify/components/next-draw-page').then((m) => ({
                  Component: m.NextDrawPage,
                })),
              ),
          },
          {
            // A shop's TV (decision 027): paired once by code, then its own display session.
            path: 'tv',
            lazy: () =>
              withAllTexts(
                import('@web/features/tv/components/tv-shop-page').then((m) => ({
                  Component: m.TvShopPage,
                })),
              ),
          },
          {
            // SPEC's agent screen answers its own cases: "Authentication Error" when signed out.
            path: 'agent',
            lazy: () => import('./agent-route').then((m) => ({ Component: m.AgentRoute })),
            children: [
              {
                // One address per tab: /agent (dashboard), /agent/cashiers, /agent/games, ...
                path: ':tab?',
                lazy: () =>
                  withAllTexts(
                    import('@web/features/agent/components/agent-page').then((m) => ({
                      Component: m.AgentPage,
                    })),
                  ),
              },
            ],
          },
          {
            // No role guard and no sidebar; a signed-in user is still required to run a game.
            element: <RouteGuard />,
            children: [
              {
                path: 'play',
                lazy: () =>
                  withAllTexts(
                    import('@web/features/play/components/play-page').then((m) => ({
                      Component: m.PlayPage,
                    })),
                  ),
              },
              {
                // A winner's receipt, printable (issue 22): opened from the caller after a win.
                path: 'receipt/:gameId',
                lazy: () =>
                  withAllTexts(
                    import('@web/features/receipt/components/receipt-page').then((m) => ({
                      Component: m.ReceiptPage,
                    })),
                  ),
              },
              {
                // The hall's TV display (PRODUCT.md section 7): full screen, no sidebar.
                path: 'tv/:gameId',
                lazy: () =>
                  withAllTexts(
                    import('@web/features/tv/components/tv-page').then((m) => ({
                      Component: m.TvPage,
                    })),
                  ),
              },
            ],
          },
          {
            element: <RouteGuard />,
            children: [
              {
                // The signed-in layout (sidebar, top bar, hall status and its forms) loads with the
                // screen, not with sign-in. /agent renders the same layout outside this branch.
                lazy: () => import('./layout/app-layout').then((m) => ({ Component: m.AppLayout })),
                children: [
                  {
                    // Account security (two-step sign-in); the page itself says who may enrol.
                    path: 'security',
                    lazy: () =>
                      withAllTexts(
                        import('@web/features/security/components/security-page').then((m) => ({
                          Component: m.SecurityPage,
                        })),
                      ),
                  },
                  {
                    // An agent's or a cashier's credit statement; the server says whose each may see.
                    path: 'statements/:kind/:id',
                    lazy: () =>
                      withAllTexts(
                        import('@web/features/statements/components/statement-page').then((m) => ({
                          Component: m.StatementPage,
                        })),
                      ),
                  },
                  {
                    element: <RouteGuard permission="games" />,
                    children: [
                      {
                        path: 'selection',
                        lazy: () =>
                          withAllTexts(
                            import('@web/features/game-board/components/game-board-page').then(
                              (m) => ({
                                Component: m.GameBoardPage,
                              }),
                            ),
                          ),
                      },
                      {
                        path: 'bingocards',
                        lazy: () =>
                          withAllTexts(
                            import('@web/features/bingo-cards/components/bingo-cards-page').then(
                              (m) => ({
                                Component: m.BingoCardsPage,
                              }),
                            ),
                          ),
                      },
                      {
                        path: 'games/:gameId',
                        lazy: () =>
                          withAllTexts(
                            import('@web/features/game-record/components/game-record-page').then(
                              (m) => ({
                                Component: m.GameRecordPage,
                              }),
                            ),
                          ),
                      },
                      {
                        path: 'settings',
                        lazy: () =>
                          withAllTexts(
                            import('@web/features/settings/components/settings-page').then((m) => ({
                              Component: m.SettingsPage,
                            })),
                          ),
                      },
                    ],
                  },
                  {
                    element: <RouteGuard permission="shops" />,
                    children: [
                      {
                        path: 'shop',
                        lazy: () =>
                          withAllTexts(
                            import('@web/features/shop/components/shop-page').then((m) => ({
                              Component: m.ShopPage,
                            })),
                          ),
                      },
                      {
                        // One shift's Z: the cashier's reprint, the agent's reading before approval.
                        path: 'shifts/:shiftId',
                        lazy: () =>
                          withAllTexts(
                            import('@web/features/shift/components/shift-z-page').then((m) => ({
                              Component: m.ShiftZPage,
                            })),
                          ),
                      },
                      {
                        path: 'shop/:shopId/games',
                        lazy: () =>
                          withAllTexts(
                            import('@web/features/shop/components/last-games-page').then((m) => ({
                              Component: m.LastGamesPage,
                            })),
                          ),
                      },
                    ],
                  },
                  {
                    element: <RouteGuard permission="reports" />,
                    children: [
                      {
                        path: 'reports',
                        lazy: () =>
                          withAllTexts(
                            import('@web/features/reports/components/reports-page').then((m) => ({
                              Component: m.ReportsPage,
                            })),
                          ),
                      },
                    ],
                  },
                  {
                    element: <RouteGuard role="cashier" />,
                    children: [
                      {
                        path: 'cashier',
                        lazy: () =>
                          withAllTexts(
                            import('@web/features/cashier/components/cashier-page').then((m) => ({
                              Component: m.CashierPage,
                            })),
                          ),
                      },
                      {
                        path: 'shift',
                        lazy: () =>
                          withAllTexts(
                            import('@web/features/shift/components/shift-page').then((m) => ({
                              Component: m.ShiftPage,
                            })),
                          ),
                      },
                    ],
                  },
                  {
                    element: <RouteGuard role="admin" />,
                    children: [
                      {
                        path: 'admin',
                        lazy: () =>
                          withAllTexts(
                            import('@web/features/admin/components/admin-page').then((m) => ({
                              Component: m.AdminPage,
                            })),
                          ),
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
