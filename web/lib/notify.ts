// The one toast entry point: the container is rendered from the unstyled build (its CSS is
// bundled by Vite, so no <style> is injected at run time), and toasts must come from the same build.
export { toast } from 'react-toastify/unstyled';
