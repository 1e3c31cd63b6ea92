import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, formFromRule, inputFromForm } from './formState';
import type { AlertRule } from '../../../contract/schemas/alerts';

const rule: AlertRule = {
  id: 'r1',
  name: 'Orders',
  kind: 'count',
  threshold: 5,
  windowMinutes: 10,
  scope: { type: 'tag', value: 'orders' },
  channel: { kind: 'slack', url: 'https://hooks.slack.com/…' },
  enabled: true,
  state: 'ok',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
};

describe('inputFromForm', () => {
  it('builds a count rule with its numbers, scope and channel', () => {
    const result = inputFromForm(
      {
        ...EMPTY_FORM,
        name: ' Orders ',
        threshold: '5',
        windowMinutes: '10',
        scopeType: 'tag',
        scopeValue: ' orders ',
        channelUrl: 'https://hooks.example/x',
      },
      false,
    );
    expect(result).toEqual({
      ok: true,
      input: {
        name: 'Orders',
        kind: 'count',
        threshold: 5,
        windowMinutes: 10,
        scope: { type: 'tag', value: 'orders' },
        channel: { kind: 'webhook', url: 'https://hooks.example/x' },
        enabled: true,
      },
    });
  });

  it('a new-error rule sends no numbers', () => {
    const result = inputFromForm(
      { ...EMPTY_FORM, name: 'New', kind: 'new-error', threshold: 'x', channelUrl: 'https://hooks.example/x' },
      false,
    );
    expect(result.ok && result.input).toEqual({
      name: 'New',
      kind: 'new-error',
      scope: { type: 'all' },
      channel: { kind: 'webhook', url: 'https://hooks.example/x' },
      enabled: true,
    });
  });

  it.each([
    [{ name: '' }, 'Give the rule a name.'],
    [{ threshold: '0' }, 'Failures: a whole number, at least 1.'],
    [{ windowMinutes: '1.5' }, 'Minutes: a whole number, at least 1.'],
    [{ scopeType: 'stream' as const, scopeValue: ' ' }, 'Say which stream, tag, chain or error text the rule watches.'],
    [{ channelUrl: '' }, 'Paste the webhook URL the alerts are sent to.'],
    [{ channelUrl: 'javascript:alert(1)' }, 'The webhook URL must start with https:// (or http://).'],
  ])('names what to fix (%o)', (change, message) => {
    expect(
      inputFromForm({ ...EMPTY_FORM, name: 'R', channelUrl: 'https://hooks.example/x', ...change }, false),
    ).toEqual({ ok: false, message });
  });

  it('a stream the archive has not seen is sent with notSeenYet only when the user chose it', () => {
    const values = {
      ...EMPTY_FORM,
      name: 'R',
      channelUrl: 'https://hooks.example/x',
      scopeType: 'stream' as const,
      scopeValue: ' s-new ',
    };
    expect(inputFromForm(values, false).ok && inputFromForm(values, false)).toMatchObject({
      input: { scope: { type: 'stream', value: 's-new' } },
    });
    const chosen = inputFromForm({ ...values, notSeenYet: true }, false);
    expect(chosen.ok && chosen.input.scope).toEqual({ type: 'stream', value: 's-new', notSeenYet: true });
    const tag = inputFromForm({ ...values, scopeType: 'tag', notSeenYet: true }, false);
    expect(tag.ok && tag.input.scope).toEqual({ type: 'tag', value: 's-new' });
  });

  it('an edit without a URL keeps the saved one (sends none)', () => {
    const result = inputFromForm(formFromRule(rule), true);
    expect(result.ok && result.input.channel).toEqual({ kind: 'slack' });
    expect(formFromRule(rule).channelUrl).toBe('');
  });
});
