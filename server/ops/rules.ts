import { readRuleRequest } from '../alerts/input.ts';
import type { AlertStore } from '../alerts/store.ts';
import type { AlertRule } from '../alerts/types.ts';

/**
 * Alert rules out of one archive and into another with their channel URLs, which are secrets the
 * API only ever shows masked. Each rule is written in the body POST /api/alerts/rules accepts, so
 * an import checks every rule exactly as the API does. Operator-only: it runs where the database
 * is reachable (`npm run rules`), never over HTTP.
 */

export const RULES_FORMAT = 'chainboard-alert-rules/1';

export interface ExportedRule {
  readonly name: string;
  readonly kind: AlertRule['kind'];
  readonly threshold: number;
  readonly windowMinutes: number;
  readonly scope: { readonly type: AlertRule['scope']; readonly value?: string };
  readonly channel: { readonly kind: AlertRule['channelKind']; readonly url: string };
  readonly enabled: boolean;
}

export interface RulesFile {
  readonly format: typeof RULES_FORMAT;
  readonly rules: readonly ExportedRule[];
}

export async function exportRules(store: AlertStore): Promise<RulesFile> {
  const rules = (await store.listRules()).map((rule): ExportedRule => ({
    name: rule.name,
    kind: rule.kind,
    threshold: rule.threshold,
    windowMinutes: rule.windowMinutes,
    scope: rule.scope === 'all' ? { type: 'all' } : { type: rule.scope, value: rule.scopeValue },
    channel: { kind: rule.channelKind, url: rule.channelUrl },
    enabled: rule.enabled,
  }));
  return { format: RULES_FORMAT, rules };
}

export class RulesFileError extends Error {}

export interface ImportResult {
  readonly created: number;
  readonly updated: number;
}

/**
 * Adds the file's rules; a rule whose name is already there is updated instead, so importing the
 * same file twice leaves one of each. Every rule is checked before any is written: one bad rule
 * writes nothing and is named in the error.
 */
export async function importRules(store: AlertStore, file: unknown, now: number): Promise<ImportResult> {
  if (
    typeof file !== 'object' ||
    file === null ||
    (file as { format?: unknown }).format !== RULES_FORMAT ||
    !Array.isArray((file as { rules?: unknown }).rules)
  ) {
    throw new RulesFileError(`not a rules export: expected {"format": "${RULES_FORMAT}", "rules": [...]}`);
  }
  const checked = (file as { rules: unknown[] }).rules.map((body, index) => {
    const parsed = readRuleRequest(body, 'create');
    if (!parsed.ok) throw new RulesFileError(`rule ${index + 1}: ${parsed.message}`);
    return parsed.value;
  });
  const names = checked.map((rule) => rule.settings.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) throw new RulesFileError(`the rule name "${repeated}" appears twice`);
  const existing = new Map((await store.listRules()).map((rule) => [rule.name, rule.id]));
  let created = 0;
  let updated = 0;
  for (const { settings, channelUrl } of checked) {
    const id = existing.get(settings.name);
    if (id) {
      await store.updateRule(id, settings, channelUrl, now);
      updated += 1;
    } else {
      // A millisecond apart: the rules list (ordered by creation) keeps the file's order.
      await store.createRule(settings, channelUrl!, now + created);
      created += 1;
    }
  }
  return { created, updated };
}
