// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, readThemePreference, resolveTheme, setThemePreference } from './theme';

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });

  it('defaults to system and ignores junk in storage', () => {
    expect(readThemePreference()).toBe('system');
    localStorage.setItem('chainboard:theme', 'purple');
    expect(readThemePreference()).toBe('system');
  });

  it('resolves system from the OS preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('stores the choice and sets the class on <html>', () => {
    setThemePreference('dark');
    expect(readThemePreference()).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    setThemePreference('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('light');
    setThemePreference('system');
    expect(localStorage.getItem('chainboard:theme')).toBeNull();
    applyTheme();
    expect(readThemePreference()).toBe('system');
  });
});
