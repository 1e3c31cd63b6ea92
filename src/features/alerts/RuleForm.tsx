import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CODE_INPUT } from '../../components/codeInput';
import type { AlertRule } from '../../../contract/schemas/alerts';
import type { ChannelKind, RuleKind, ScopeType } from '../../../contract/alerts';
import { Button } from '../../components/Button';
import { CHANNEL_LABEL, SCOPE_LABEL } from './describe';
import { StreamPicker } from './StreamPicker';
import { EMPTY_FORM, formFromRule, inputFromForm, type RuleFormValues } from './formState';
import type { RuleInput } from '../../api/alerts';

/** Create or edit one rule and its channel. An edit shows the saved URL masked and keeps it unless a new one is typed. */

const FIELD =
  'h-9 w-full rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';
const LABEL = 'text-xs font-medium text-zinc-600 dark:text-zinc-400';

function Field({ label, hint, children }: { label: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children(id)}
      {hint ? <p className="text-xs text-zinc-500 dark:text-zinc-400">{hint}</p> : null}
    </div>
  );
}

export interface RuleFormProps {
  /** The rule being edited, or null for a new one. */
  rule: AlertRule | null;
  saving: boolean;
  /** The server's refusal of the last save. */
  serverError: string | null;
  onSave: (input: RuleInput) => void;
  onCancel: () => void;
}

export function RuleForm({ rule, saving, serverError, onSave, onCancel }: RuleFormProps) {
  const [values, setValues] = useState<RuleFormValues>(() => (rule ? formFromRule(rule) : EMPTY_FORM));
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof RuleFormValues>(key: K, value: RuleFormValues[K]) =>
    setValues((old) => ({ ...old, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = inputFromForm(values, rule !== null);
    if (!result.ok) return setProblem(result.message);
    setProblem(null);
    onSave(result.input);
  };
  const message = problem ?? serverError;

  return (
    <form
      onSubmit={submit}
      aria-label={rule ? `Edit rule ${rule.name}` : 'New alert rule'}
      className="space-y-4 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <h2 className="text-base font-semibold">{rule ? `Edit “${rule.name}”` : 'New alert rule'}</h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Name">
          {(id) => (
            <input
              id={id}
              className={FIELD}
              value={values.name}
              maxLength={100}
              onChange={(e) => set('name', e.target.value)}
            />
          )}
        </Field>
        <Field label="Fires on">
          {(id) => (
            <select
              id={id}
              className={FIELD}
              value={values.kind}
              onChange={(e) => set('kind', e.target.value as RuleKind)}
            >
              <option value="count">At least N failures in M minutes</option>
              <option value="new-error">An error message never seen before</option>
            </select>
          )}
        </Field>
        {values.kind === 'count' ? (
          <>
            <Field label="Failures (N)">
              {(id) => (
                <input
                  id={id}
                  className={FIELD}
                  inputMode="numeric"
                  value={values.threshold}
                  onChange={(e) => set('threshold', e.target.value)}
                />
              )}
            </Field>
            <Field label="Minutes (M)">
              {(id) => (
                <input
                  id={id}
                  className={FIELD}
                  inputMode="numeric"
                  value={values.windowMinutes}
                  onChange={(e) => set('windowMinutes', e.target.value)}
                />
              )}
            </Field>
          </>
        ) : null}
        <Field label="Watches">
          {(id) => (
            <select
              id={id}
              className={FIELD}
              value={values.scopeType}
              onChange={(e) => set('scopeType', e.target.value as ScopeType)}
            >
              {(Object.keys(SCOPE_LABEL) as ScopeType[]).map((type) => (
                <option key={type} value={type}>
                  {SCOPE_LABEL[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {values.scopeType === 'stream' ? (
          <StreamPicker
            value={values.scopeValue}
            notSeenYet={values.notSeenYet}
            onChange={(value, notSeenYet) => setValues((old) => ({ ...old, scopeValue: value, notSeenYet }))}
          />
        ) : values.scopeType !== 'all' ? (
          <Field
            label={SCOPE_LABEL[values.scopeType]}
            hint={values.scopeType === 'chain' ? 'A name (eth, polygon) or hex id (0x1).' : undefined}
          >
            {(id) => (
              <input
                id={id}
                className={`${FIELD} font-mono`}
                value={values.scopeValue}
                maxLength={500}
                {...CODE_INPUT}
                onChange={(e) => set('scopeValue', e.target.value)}
              />
            )}
          </Field>
        ) : null}
        <Field label="Channel">
          {(id) => (
            <select
              id={id}
              className={FIELD}
              value={values.channelKind}
              onChange={(e) => set('channelKind', e.target.value as ChannelKind)}
            >
              {(Object.keys(CHANNEL_LABEL) as ChannelKind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {CHANNEL_LABEL[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field
            label="Webhook URL"
            hint={
              rule
                ? `Saved: ${rule.channel.url} (kept unless you type a new one)`
                : 'Kept on the server; the page shows only its scheme and host.'
            }
          >
            {(id) => (
              <input
                id={id}
                type="url"
                className={`${FIELD} font-mono`}
                value={values.channelUrl}
                {...CODE_INPUT}
                placeholder={rule ? rule.channel.url : 'https://hooks.slack.com/services/…'}
                onChange={(e) => set('channelUrl', e.target.value)}
              />
            )}
          </Field>
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={values.enabled} onChange={(e) => set('enabled', e.target.checked)} />
        Enabled
      </label>
      {message ? (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-100"
        >
          {message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? 'Saving…' : rule ? 'Save changes' : 'Create rule'}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
