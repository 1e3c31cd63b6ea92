import { readStored, writeStored } from './storage';

/**
 * Light / dark / system theme. The class goes on <html> (Tailwind's `dark` custom variant) and
 * is applied by main.tsx before the first render, so there is no flash and no inline script
 * (the CSP forbids one).
 */
export type ThemePreference = 'light' | 'dark' | 'system';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

const KEY = 'theme';

export function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

export function readThemePreference(): ThemePreference {
  const stored = readStored(KEY);
  return isThemePreference(stored) ? stored : 'system';
}

function systemPrefersDark(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
  );
}

export function resolveTheme(preference: ThemePreference, prefersDark = systemPrefersDark()): 'light' | 'dark' {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}

export function applyTheme(preference: ThemePreference = readThemePreference()): void {
  if (typeof document === 'undefined') return;
  const resolved = resolveTheme(preference);
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.classList.toggle('light', resolved === 'light');
  // Native controls (scrollbars, <select>) follow color-scheme.
  root.style.colorScheme = resolved;
}

export function setThemePreference(preference: ThemePreference): void {
  writeStored(KEY, preference === 'system' ? null : preference);
  applyTheme(preference);
}

/** Keeps "system" in step with the OS setting; returns the unsubscribe. */
export function watchSystemTheme(): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const onChange = () => {
    if (readThemePreference() === 'system') applyTheme('system');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export const THEME_STORAGE_KEY = KEY;
