import { useMediaQuery } from '@web/lib/use-media-query';

export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
