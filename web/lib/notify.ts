// The one toast entry point: the container is rendered from the unstyled build (its CSS is
// bundled by Vite, so no <style> is injected at run time), and toasts must come from the same build.
export { toast } from 'react-toastify/unstyled';

/** SPEC section 9: toasts on the main screens close after 3 s (the container's default is 5 s). */
export const MAIN_SCREEN_TOAST_MS = 3000;
