import { describe, expect, it } from 'vitest';
import { archiveCsv } from './csv.ts';
import type { ArchivedFailure } from './types.ts';

const failure = (errorMessage: string, tag: string): ArchivedFailure => ({
  id: 'f1',
  streamId: 's1',
  chain: '0x1',
  webhookUrl: 'https://hooks.example/x',
  tag,
  retries: 2,
  deliveryStatus: 'failed',
  blockNumber: 7,
  errorMessage,
  type: 'evm',
  createdAt: 0,
  archivedAt: 0,
});

async function csvOf(rows: ArchivedFailure[]): Promise<string> {
  const store = {
    async *batches() {
      yield rows;
    },
  };
  let text = '';
  for await (const chunk of archiveCsv(store, {})) text += chunk;
  return text;
}

describe('the failures CSV', () => {
  it('neutralises a formula after a ";" or a tab inside a cell, where a spreadsheet splits it into a cell of its own', async () => {
    const text = await csvOf([failure('timeout;=HYPERLINK("https://evil.example","open");', 'ops\t@SUM(A1)')]);
    const line = text.split('\r\n')[1]!;
    expect(line).toContain(`"timeout;'=HYPERLINK(""https://evil.example"",""open"");"`);
    expect(line).toContain("ops\t'@SUM(A1)");
    // No part of any cell, split at ';' or a tab, starts like a formula.
    for (const part of line.split(/[;\t,]/)) expect(part.replace(/^"/, '')).not.toMatch(/^[=+@]/);
  });
});
