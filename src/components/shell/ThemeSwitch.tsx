import { useState, type ReactNode } from 'react';
import { readThemePreference, setThemePreference, type ThemePreference } from '../../lib/theme';
import { MonitorIcon } from '../icons/MonitorIcon';
import { MoonIcon } from '../icons/MoonIcon';
import { SunIcon } from '../icons/SunIcon';

const OPTIONS: { value: ThemePreference; label: string; icon: ReactNode }[] = [
  { value: 'light', label: 'Light theme', icon: <SunIcon /> },
  { value: 'dark', label: 'Dark theme', icon: <MoonIcon /> },
  { value: 'system', label: 'System theme', icon: <MonitorIcon /> },
];

/** Light / dark / system as three toggle buttons (aria-pressed), kept in localStorage. */
export function ThemeSwitch() {
  const [preference, setPreference] = useState<ThemePreference>(readThemePreference);
  return (
    <div
      role="group"
      aria-label="Theme"
      className="inline-flex rounded-md border border-zinc-200 bg-white p-0.5 dark:border-zinc-700 dark:bg-zinc-900"
    >
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={preference === option.value}
          aria-label={option.label}
          title={option.label}
          onClick={() => {
            setThemePreference(option.value);
            setPreference(option.value);
          }}
          className="inline-flex size-7 items-center justify-center rounded text-zinc-500 hover:text-zinc-800 aria-pressed:bg-zinc-100 aria-pressed:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100 dark:aria-pressed:bg-zinc-800 dark:aria-pressed:text-zinc-50"
        >
          {option.icon}
        </button>
      ))}
    </div>
  );
}
