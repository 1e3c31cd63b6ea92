import { describe, expect, it } from 'vitest';
import { row as makeRow } from '../../../../contract/pages/streams/fixtures';
import { rowText } from './rowText';

describe('rowText', () => {
  it('draws the clock-free text of a row once per row object', () => {
    const row = makeRow({
      id: 'a',
      chain: '0x89',
      blockNumber: 1234567,
      webhookUrl: 'http://10.0.0.5:8080/hook',
      streamId: 'abcdef0123456789',
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    const text = rowText(row);
    expect(text).toMatchObject({
      createdIso: '2026-01-02T03:04:05.000Z',
      detailsLabel: 'Details of the failure at 2026-01-02 03:04:05 UTC',
      streamShort: 'abcdef01',
      chainLabel: 'Polygon',
      block: '1,234,567',
      webhook: { scheme: 'http://', host: '10.0.0.5:8080', rest: '/hook', web: true },
    });
    expect(text.createdTitle().startsWith('2026-01-02 03:04:05 UTC\n')).toBe(true);
    expect(rowText(row)).toBe(text);
    // A new row object (a refresh) is drawn afresh, never from another row's text.
    expect(rowText({ ...row, chain: '0x1' }).chainLabel).toBe('Ethereum');
  });

  it('keeps hostile or unreadable values as plain text', () => {
    const row = makeRow({
      id: 'b',
      webhookUrl: 'javascript:alert(1)',
      createdAt: 'not a time',
      blockNumber: Number.MAX_SAFE_INTEGER + 2,
    });
    const text = rowText(row);
    expect(text.webhook).toEqual({ scheme: '', host: '', rest: 'javascript:alert(1)', web: false });
    expect(text.createdIso).toBeNull();
    expect(text.createdTitle()).toBe('Unreadable time: not a time');
    expect(text.block).toBe(String(Number.MAX_SAFE_INTEGER + 2));
  });
});
