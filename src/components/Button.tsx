import type { ButtonHTMLAttributes } from 'react';

/**
 * `primary`: the one main action of a form or panel (accent colour); `secondary`: every other
 * action (outlined). One definition so every page's buttons look alike.
 */
export type ButtonVariant = 'primary' | 'secondary';
/** `sm` for toolbars and filters (h-8), `md` for forms (h-9), `lg` for the home search box (h-12). */
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-1.5 rounded-md text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50';

const VARIANT: Record<ButtonVariant, string> = {
  primary: 'bg-accent-600 text-white shadow-xs hover:bg-accent-700 disabled:hover:bg-accent-600',
  secondary:
    'border border-zinc-300 bg-white text-zinc-700 hover:bg-zinc-50 disabled:hover:bg-white dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800 dark:disabled:hover:bg-zinc-900',
};

const SIZE: Record<ButtonSize, string> = {
  sm: 'h-8 px-3',
  md: 'h-9 px-4',
  lg: 'h-12 rounded-lg px-5 font-semibold',
};

/** The classes of a button, for elements that must stay links (`<Link className={buttonClass()}>`). */
export function buttonClass(variant: ButtonVariant = 'secondary', size: ButtonSize = 'md'): string {
  return `${BASE} ${VARIANT[variant]} ${SIZE[size]}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A <button> (type "button" unless given) in the app's one button style. */
export function Button({ variant = 'secondary', size = 'md', type = 'button', className = '', ...rest }: ButtonProps) {
  return <button type={type} className={`${buttonClass(variant, size)} ${className}`.trim()} {...rest} />;
}
