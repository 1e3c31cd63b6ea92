import { expandSubscriptZeros } from './format';

/**
 * A copied selection gets prices in the subscript-zeros form ("$0.0₅8926") written out
 * ("$0.000008926"): pasted into a spreadsheet or a message, the subscript would read as another
 * number or as nothing. Other copies are left to the browser.
 */
export function plainCopyText(selected: string): string | null {
  const plain = expandSubscriptZeros(selected);
  return plain === selected ? null : plain;
}

export function installPlainCopy(target: Document): () => void {
  const onCopy = (event: ClipboardEvent) => {
    const selection = target.getSelection()?.toString() ?? '';
    const plain = selection ? plainCopyText(selection) : null;
    if (plain === null || !event.clipboardData) return;
    event.clipboardData.setData('text/plain', plain);
    event.preventDefault();
  };
  target.addEventListener('copy', onCopy);
  return () => target.removeEventListener('copy', onCopy);
}
