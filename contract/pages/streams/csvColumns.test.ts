import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv';
import { failureCsvColumns } from './csvColumns';
import { NOW, row } from './fixtures';

describe('failure CSV', () => {
  it('writes every field exactly, estimates included, formulas neutralised', () => {
    const csv = toCsv(failureCsvColumns(NOW), [
      row({
        id: 'a',
        retries: 7,
        errorMessage: '=HYPERLINK("x")',
        webhookUrl: 'https://h.example/a,b',
        createdAt: '2026-11-20T11:00:00.000Z',
      }),
      row({ id: 'b', retries: 0, createdAt: '2026-11-20T11:59:30.000Z' }),
    ]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'createdAt,id,streamId,tag,chain,type,blockNumber,retries,deliveryStatus,errorMessage,webhookUrl,chainName,nextRetryEstimate,historyDropOutEstimate',
    );
    expect(lines[1]).toBe(
      `2026-11-20T11:00:00.000Z,a,stream-a,tag-a,0x1,evm,100,7,failed,"'=HYPERLINK(""x"")","https://h.example/a,b",Ethereum,none,2026-11-27T11:00:00.000Z`,
    );
    expect(lines[2]).toContain(',2026-11-20T12:00:30.000Z,2026-11-27T11:59:30.000Z');
  });
});
