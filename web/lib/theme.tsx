import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { applyTheme, readStoredTheme, storeTheme, type ThemeId } from './themes';

interface ThemeContextValue {
  theme: ThemeId;
  /** Shows and stores a theme. */
  setTheme: (id: ThemeId) => void;
  /** Shows a theme without storing it (Game Settings until Save). */
  previewTheme: (id: ThemeId) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemeId>(() => {
    const stored = readStoredTheme();
    applyTheme(stored);
    return stored;
  });

  const setTheme = useCallback((id: ThemeId) => {
    storeTheme(id);
    applyTheme(id);
    setThemeState(id);
  }, []);

  const previewTheme = useCallback((id: ThemeId) => {
    applyTheme(id);
    setThemeState(id);
  }, []);

  const value = useMemo(() => ({ theme, setTheme, previewTheme }), [theme, setTheme, previewTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>');
  return context;
}
