import { describe, expect, it } from 'vitest';
import { channelPayload, maskUrl, type RuleView } from './channels.ts';

const rule: RuleView = {
  id: 'r1',
  name: 'Orders down',
  kind: 'count',
  threshold: 5,
  windowMinutes: 10,
  scope: 'tag',
  scopeValue: 'orders',
};
const fired = { id: 'e1', kind: 'fired' as const, count: 7, subject: '', at: Date.parse('2026-11-20T12:00:00.000Z') };

describe('channel payloads', () => {
  it('the generic webhook gets the event, the numbers and the rule as JSON', () => {
    expect(channelPayload('webhook', fired, rule)).toEqual({
      type: 'alert.fired',
      id: 'e1',
      at: '2026-11-20T12:00:00.000Z',
      text: 'Chainboard alert "Orders down" fired: 7 failed deliveries in the last 10 min, rule: at least 5 failures in 10 min (tag "orders").',
      count: 7,
      rule: {
        id: 'r1',
        name: 'Orders down',
        kind: 'count',
        threshold: 5,
        windowMinutes: 10,
        scope: { type: 'tag', value: 'orders' },
      },
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
    expect(channelPayload('webhook', event, newErrors)).toMatchObject({
      type: 'alert.new-error',
      errorMessage: 'x'.repeat(3_000),
    });
    const discord = channelPayload('discord', event, newErrors) as { content: string };
    expect(discord.content).toHaveLength(2_000);
    expect(discord.content.endsWith('…')).toBe(true);
    expect((channelPayload('slack', { ...fired, kind: 'test' as const }, rule) as { text: string }).text).toMatch(
      /test message.*Nothing fired/,
    );
  });
});

describe('text from outside in Slack and Discord messages', () => {
  // The rule's name and scope are typed by any signed-in user; an error message is the upstream's.
  const hostile =
    '<!channel> <@U1> <https://evil.example|your bank> @everyone @here <@&42> [open](https://evil.example) **x** & done';
  const rules: RuleView[] = [
    { ...rule, name: hostile },
    { ...rule, scope: 'tag', scopeValue: hostile },
    { ...rule, kind: 'new-error', scope: 'error', scopeValue: hostile },
  ];
  const events = [
    fired,
    { ...fired, kind: 'resolved' as const },
    { ...fired, kind: 'test' as const },
    { ...fired, kind: 'new-error' as const, subject: hostile },
  ];

  it('Slack: &, < and > are escaped in every value, so no mention, channel ping or relabelled link remains', () => {
    for (const view of rules) {
      for (const event of events) {
        const { text } = channelPayload('slack', event, view) as { text: string };
        expect(text).not.toMatch(/[<>]/);
        expect(text).not.toMatch(/&(?!amp;|lt;|gt;)/);
      }
    }
    const { text } = channelPayload('slack', { ...fired, kind: 'new-error' as const, subject: hostile }, rules[0]!) as {
      text: string;
    };
    expect(text).toContain('&lt;!channel&gt; &lt;@U1&gt; &lt;https://evil.example|your bank&gt;');
    expect(text).toContain('&amp; done');
  });

  it('Discord: mentions and markdown are neutralised and no mention is parsed', () => {
    for (const view of rules) {
      for (const event of events) {
        const payload = channelPayload('discord', event, view) as { content: string; allowed_mentions: unknown };
        expect(payload.allowed_mentions).toEqual({ parse: [] });
        // Every mention, link label and emphasis from the value is written as plain text.
        expect(payload.content).not.toMatch(/@(everyone|here)/);
        expect(payload.content).not.toMatch(/(^|[^\\])<[@#!:]/);
        expect(payload.content).not.toMatch(/(^|[^\\])\[open(\\)?\]\(/);
        expect(payload.content).not.toMatch(/(^|[^\\])\*\*/);
      }
    }
    const { content } = channelPayload(
      'discord',
      { ...fired, kind: 'new-error' as const, subject: hostile },
      rules[0]!,
    ) as { content: string };
    expect(content).toContain('@\u200beveryone');
    expect(content).toContain('\\<@U1\\>');
    expect(content).toContain('\\[open\\]\\(https://evil.example\\)');
  });

  it('text of our own is left as it is', () => {
    expect((channelPayload('slack', fired, rule) as { text: string }).text).toBe(
      'Chainboard alert "Orders down" fired: 7 failed deliveries in the last 10 min, rule: at least 5 failures in 10 min (tag "orders").',
    );
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
