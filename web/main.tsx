import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initI18n } from './lib/i18n';
import './styles.css';
import { Providers } from './app/providers';
import { router } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The offline app shell's code (decision 039) is not part of the first load.
const serviceWorker = () => import('./lib/service-worker');

// The chosen language's texts arrive first (one small chunk), so nothing ever shows a key.
void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  // The offline app shell (decision 039), once the page has painted; a new build takes over at
  // the next change of screen.
  void serviceWorker().then((worker) => worker.registerServiceWorker());
});

let screen = router.state.location.key;
router.subscribe(({ location }) => {
  if (location.key === screen) return;
  screen = location.key;
  void serviceWorker().then((worker) => worker.appUpdateSafeMoment());
});
