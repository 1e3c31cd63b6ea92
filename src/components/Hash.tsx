import { shortenHex } from '../lib/format';
import { CopyButton } from './CopyButton';

export interface HashProps {
  value: string;
  full?: boolean;
  /** Default true. */
  copy?: boolean;
  className?: string;
}

/** A transaction/block hash (or any long hex): monospace, shortened with the full value on hover. */
export function Hash({ value, full = false, copy = true, className = '' }: HashProps) {
  return (
    <span className={`inline-flex min-w-0 max-w-full items-center gap-1 align-middle ${className}`}>
      <span title={value} className={`font-mono ${full ? 'break-all' : 'whitespace-nowrap'}`}>
        {full ? value : shortenHex(value, 10, 8)}
      </span>
      {copy ? <CopyButton value={value} label={`Copy ${value}`} /> : null}
    </span>
  );
}
