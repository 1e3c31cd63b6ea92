import type { RuleInput } from '../../api/alerts';
import type { AlertRule } from '../../../contract/schemas/alerts';
import type { ChannelKind, RuleKind, ScopeType } from '../../../contract/alerts';

/** The rule form's fields as typed, and the request they make (checked again by the server). */

export interface RuleFormValues {
  name: string;
  kind: RuleKind;
  threshold: string;
  windowMinutes: string;
  scopeType: ScopeType;
  scopeValue: string;
  /** A stream id the archive has not seen, kept on purpose ("not seen yet"). */
  notSeenYet: boolean;
  channelKind: ChannelKind;
  /** '' on an edit keeps the saved URL. */
  channelUrl: string;
  enabled: boolean;
}

export const EMPTY_FORM: RuleFormValues = {
  name: '',
  kind: 'count',
  threshold: '10',
  windowMinutes: '5',
  scopeType: 'all',
  scopeValue: '',
  notSeenYet: false,
  channelKind: 'webhook',
  channelUrl: '',
  enabled: true,
};

export function formFromRule(rule: AlertRule): RuleFormValues {
  return {
    name: rule.name,
    kind: rule.kind,
    threshold: String(rule.threshold),
    windowMinutes: String(rule.windowMinutes),
    scopeType: rule.scope.type,
    scopeValue: rule.scope.value,
    notSeenYet: false,
    channelKind: rule.channel.kind,
    channelUrl: '',
    enabled: rule.enabled,
  };
}

export type FormResult = { ok: true; input: RuleInput } | { ok: false; message: string };

function wholeNumber(text: string): number | null {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The request for these values, or what to fix (the same rules the server applies). */
export function inputFromForm(values: RuleFormValues, editing: boolean): FormResult {
  const name = values.name.trim();
  if (!name) return { ok: false, message: 'Give the rule a name.' };
  const input: RuleInput = {
    name,
    kind: values.kind,
    scope:
      values.scopeType === 'all'
        ? { type: 'all' }
        : values.scopeType === 'stream' && values.notSeenYet
          ? { type: 'stream', value: values.scopeValue.trim(), notSeenYet: true }
          : { type: values.scopeType, value: values.scopeValue.trim() },
    channel: { kind: values.channelKind },
    enabled: values.enabled,
  };
  if (values.scopeType !== 'all' && !values.scopeValue.trim())
    return { ok: false, message: 'Say which stream, tag, chain or error text the rule watches.' };
  if (values.kind === 'count') {
    const threshold = wholeNumber(values.threshold);
    const windowMinutes = wholeNumber(values.windowMinutes);
    if (threshold === null || threshold < 1) return { ok: false, message: 'Failures: a whole number, at least 1.' };
    if (windowMinutes === null || windowMinutes < 1)
      return { ok: false, message: 'Minutes: a whole number, at least 1.' };
    input.threshold = threshold;
    input.windowMinutes = windowMinutes;
  }
  const url = values.channelUrl.trim();
  if (url) {
    if (!/^https?:\/\/\S+$/i.test(url))
      return { ok: false, message: 'The webhook URL must start with https:// (or http://).' };
    input.channel.url = url;
  } else if (!editing) {
    return { ok: false, message: 'Paste the webhook URL the alerts are sent to.' };
  }
  return { ok: true, input };
}
