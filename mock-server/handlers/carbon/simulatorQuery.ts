/**
 * The query of GET /api/simulator/ (docs/api/carbon.md): step-1 values as `step1[field]=value`,
 * step-2 answers as `step2[index][field]=name` and `step2[index][value]=value` (a list as
 * `step2[index][value][0]=…&step2[index][value][1]=…`, or `[]`), plus `cluster`,
 * `simulation-carbone` and `simulation-plancher`. The body of a submission carries the same data
 * as JSON.
 */
import type { FieldValue } from '../../../src/api/formDefinitionTypes';

export interface SimulatorQueryData {
  step1: Record<string, string>;
  step2: Record<string, FieldValue>;
  cluster?: string;
  simulationCarbone?: string;
  simulationPlancher?: string;
}

const STEP1_KEY = /^step1\[(\w+)\]$/;
const STEP2_KEY = /^step2\[(\d+)\]\[(field|value)\](?:\[(\d*)\])?$/;

interface Entry {
  index: number;
  field?: string;
  value?: FieldValue;
}

/** Entries in index order; a later answer to the same field replaces an earlier one. */
function answersOf(entries: Iterable<Entry>): Record<string, FieldValue> {
  const answers: Record<string, FieldValue> = {};
  for (const entry of [...entries].sort((a, b) => a.index - b.index))
    if (entry.field) answers[entry.field] = entry.value ?? null;
  return answers;
}

export function parseSimulatorQuery(params: URLSearchParams): SimulatorQueryData {
  const step1: Record<string, string> = {};
  const entries = new Map<number, Entry>();
  for (const [key, value] of params) {
    const first = STEP1_KEY.exec(key);
    if (first) {
      step1[first[1]!] = value;
      continue;
    }
    const second = STEP2_KEY.exec(key);
    if (!second) continue;
    const index = Number(second[1]);
    const entry = entries.get(index) ?? { index };
    entries.set(index, entry);
    if (second[2] === 'field') entry.field = value;
    else if (second[3] !== undefined) {
      const list = Array.isArray(entry.value) ? entry.value : [];
      entry.value = [...list, value];
    } else entry.value = value;
  }
  const optional = (name: string) => {
    const value = params.get(name)?.trim();
    return value ? value : undefined;
  };
  const cluster = optional('cluster');
  const simulationCarbone = optional('simulation-carbone');
  const simulationPlancher = optional('simulation-plancher');
  return {
    step1,
    step2: answersOf(entries.values()),
    ...(cluster ? { cluster } : {}),
    ...(simulationCarbone ? { simulationCarbone } : {}),
    ...(simulationPlancher ? { simulationPlancher } : {}),
  };
}

function fieldValueOf(value: unknown): FieldValue {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  return null;
}

/** The step-2 list of a JSON submission: `[{ index, field, value }]`. */
export function answersOfList(list: unknown): Record<string, FieldValue> {
  if (!Array.isArray(list)) return {};
  return answersOf(
    list.flatMap((item, position): Entry[] => {
      if (typeof item !== 'object' || item === null) return [];
      const { index, field, value } = item as Record<string, unknown>;
      if (typeof field !== 'string' || !field) return [];
      return [
        {
          index: typeof index === 'number' && Number.isFinite(index) ? index : position,
          field,
          value: fieldValueOf(value),
        },
      ];
    }),
  );
}
