import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { useTheme } from '@web/lib/theme';
import { isDarkTheme } from '@web/lib/themes';

/** Alt+T moves focus to the notifications (react-toastify's own default, stated for clarity). */
const focusNotificationsHotKey = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

/**
 * SPEC section 9 notification defaults: top-right, auto-close 5000 ms, pause on hover and focus
 * loss, drag to dismiss at 80 %, Alt+T, stacked (react-toastify spaces stacked toasts 12 px apart).
 */
export function Toaster() {
  const { theme } = useTheme();
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      hotKeys={focusNotificationsHotKey}
      stacked
      theme={isDarkTheme(theme) ? 'dark' : 'light'}
    />
  );
}
