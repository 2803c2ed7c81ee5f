import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { useTheme } from '@web/lib/theme';
import { isDarkTheme } from '@web/lib/themes';

/** Alt+T moves focus to the notifications (react-toastify's own default, stated for clarity). */
const focusNotificationsHotKey = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

/** More at once would cover the page; the next one waits for a place. */
const MOST_TOASTS_AT_ONCE = 4;

/**
 * SPEC section 9 notification defaults: top-right, auto-close 5000 ms, pause on hover and focus
 * loss, drag to dismiss at 80 %, Alt+T, stacked 12 px apart: one under another, never one over
 * another (react-toastify's collapsed "stacked" mode hid all but the newest). styles.css places
 * them below the top bar, clear of the theme and language controls.
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
      limit={MOST_TOASTS_AT_ONCE}
      theme={isDarkTheme(theme) ? 'dark' : 'light'}
    />
  );
}
