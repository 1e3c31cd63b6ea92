import { describe, expect, it } from 'vitest';
import { channelPayload, maskUrl, type RuleView } from './channels.ts';

const rule: RuleView = { id: 'r1', name: 'Orders down', kind: 'count', threshold: 5, windowMinutes: 10, scope: 'tag', scopeValue: 'orders' };
const fired = { id: 'e1', kind: 'fired' as const, count: 7, subject: '', at: Date.parse('2026-11-20T12:00:00.000Z') };

describe('channel payloads', () => {
  it('the generic webhook gets the event, the numbers and the rule as JSON', () => {
    expect(channelPayload('webhook', fired, rule)).toEqual({
      type: 'alert.fired',
      id: 'e1',
      at: '2026-11-20T12:00:00.000Z',
      text: 'Chainboard alert "Orders down" fired: 7 failed deliveries in the last 10 min, rule: at least 5 failures in 10 min (tag "orders").',
      count: 7,
      rule: { id: 'r1', name: 'Orders down', kind: 'count', threshold: 5, windowMinutes: 10, scope: { type: 'tag', value: 'orders' } },
    });
  });

  it('Slack gets text, Discord gets content without mentions', () => {
    const resolved = { ...fired, kind: 'resolved' as const, count: 2 };
    expect(channelPayload('slack', resolved, rule)).toEqual({
      text: 'Chainboard alert "Orders down" resolved: 2 failed deliveries in the last 10 min, under 5.',
    });
    expect(channelPayload('discord', resolved, rule)).toEqual({
      content: 'Chainboard alert "Orders down" resolved: 2 failed deliveries in the last 10 min, under 5.',
      allowed_mentions: { parse: [] },
    });
  });

  it('a new error names the message; Discord content is cut at 2,000 characters', () => {
    const event = { ...fired, kind: 'new-error' as const, subject: 'x'.repeat(3_000) };
    const newErrors: RuleView = { ...rule, kind: 'new-error', scope: 'all', scopeValue: '' };
    expect(channelPayload('webhook', event, newErrors)).toMatchObject({ type: 'alert.new-error', errorMessage: 'x'.repeat(3_000) });
    const discord = channelPayload('discord', event, newErrors) as { content: string };
    expect(discord.content).toHaveLength(2_000);
    expect(discord.content.endsWith('…')).toBe(true);
    expect((channelPayload('slack', { ...fired, kind: 'test' as const }, rule) as { text: string }).text).toMatch(/test message.*Nothing fired/);
  });
});

describe('maskUrl', () => {
  it('keeps scheme and host and drops the secret path, query and credentials', () => {
    expect(maskUrl('https://hooks.slack.com/services/T000/B000/XXXXSECRET')).toBe('https://hooks.slack.com/…');
    expect(maskUrl('https://discord.com/api/webhooks/1/token?wait=true')).toBe('https://discord.com/…');
    expect(maskUrl('http://user:pass@127.0.0.1:8080/hook')).toBe('http://127.0.0.1:8080/…');
    expect(maskUrl('not a url')).toBe('…');
  });
});
