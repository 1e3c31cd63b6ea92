import { describe, expect, it } from 'vitest';
import { parseTimeColumn, TIMESTAMP_MODE } from './timeColumn';

describe('the time column choice', () => {
  it('reads what was stored, and anything else as age', () => {
    expect(['utc', 'local', 'age', null, 'UTC', 'x'].map(parseTimeColumn)).toEqual([
      'utc',
      'local',
      'age',
      'age',
      'age',
      'age',
    ]);
  });
  it('draws each choice with its own Timestamp mode', () => {
    expect(TIMESTAMP_MODE).toEqual({ age: 'age', utc: 'absolute', local: 'local' });
  });
});
