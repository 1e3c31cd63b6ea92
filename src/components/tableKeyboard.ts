import type { KeyboardEvent } from 'react';

/**
 * Keyboard use of a long table: one tab stop per row, arrow keys inside (a roving tab index).
 * A wallet row holds five controls (toggle, copy, three address links): with each a tab stop,
 * the Export section under a 100-row table was about 500 tabs away. Each data row keeps its
 * first control in the tab order; ←/→ move between the row's controls, ↑/↓ to the same control
 * of the row above or below. Detail rows opened under a row keep their own tab order.
 */

/** Marks a table's data rows (not its detail rows). */
export const DATA_ROW_ATTRIBUTE = 'data-row';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

function controlsOf(row: Element): HTMLElement[] {
  return [...row.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hasAttribute('disabled'));
}

/** Leaves the row's first control in the tab order and takes the others out (after each render of the row). */
export function rovingRow(row: HTMLTableRowElement | null): void {
  if (!row) return;
  controlsOf(row).forEach((control, index) => {
    const wanted = index === 0 ? '0' : '-1';
    if (control.getAttribute('tabindex') !== wanted) control.setAttribute('tabindex', wanted);
  });
}

/** The tbody's keydown handler: arrow keys move focus between the controls of the data rows. */
export function onTableKeyDown(event: KeyboardEvent<HTMLElement>): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const key = event.key;
  if (key !== 'ArrowLeft' && key !== 'ArrowRight' && key !== 'ArrowUp' && key !== 'ArrowDown') return;
  const target = event.target as HTMLElement;
  if (target.closest('input, select, textarea')) return;
  const row = target.closest(`tr[${DATA_ROW_ATTRIBUTE}]`);
  if (!row) return;
  const controls = controlsOf(row);
  const column = controls.findIndex((control) => control === target || control.contains(target));
  if (column < 0) return;
  let next: HTMLElement | undefined;
  if (key === 'ArrowLeft') next = controls[column - 1];
  else if (key === 'ArrowRight') next = controls[column + 1];
  else {
    const rows = [...event.currentTarget.querySelectorAll(`tr[${DATA_ROW_ATTRIBUTE}]`)];
    const other = rows[rows.indexOf(row) + (key === 'ArrowDown' ? 1 : -1)];
    if (other) {
      const otherControls = controlsOf(other);
      next = otherControls[Math.min(column, otherControls.length - 1)];
    }
  }
  if (!next) return;
  event.preventDefault();
  next.focus();
}
