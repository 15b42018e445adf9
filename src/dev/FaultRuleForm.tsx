/**
 * The development panel's form that adds a fault rule: which operation (or all), which fault, and
 * for a latency its delay, refused beyond what the handlers accept.
 */
import { Button, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ALL_OPERATIONS, MAX_LATENCY_MS, type FaultKind, type FaultRule } from '@mock/faults';
import { operationKey, type MockOperation } from '@mock/handlers/route';
import {
  ALL_OPERATIONS_LABEL,
  DEFAULT_LATENCY_MS,
  FAULT_LABELS,
  LATENCY_RANGE_MESSAGE,
} from './faultRules';

export function FaultRuleForm({
  operations,
  onAdd,
}: {
  operations: readonly MockOperation[];
  onAdd: (rule: FaultRule) => void;
}) {
  const [operation, setOperation] = useState<string>(ALL_OPERATIONS);
  const [kind, setKind] = useState<FaultKind>('latency');
  const [latency, setLatency] = useState(String(DEFAULT_LATENCY_MS));

  const latencyMs = Number(latency);
  // The handlers cut any latency to MAX_LATENCY_MS (60 s): the panel says so rather than cut it.
  const latencyInvalid =
    kind === 'latency' &&
    !(Number.isFinite(latencyMs) && latencyMs >= 0 && latencyMs <= MAX_LATENCY_MS);

  function addRule(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (latencyInvalid) return;
    onAdd(
      kind === 'latency' ? { operation, kind, ms: Math.round(latencyMs) } : { operation, kind },
    );
  }

  return (
    <form onSubmit={addRule} noValidate>
      <Stack gap="2">
        <Field.Root>
          <Field.Label>Opération</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={operation}
              onChange={(event) => setOperation(event.currentTarget.value)}
            >
              <option value={ALL_OPERATIONS}>{ALL_OPERATIONS_LABEL}</option>
              {operations.map((item) => {
                const key = operationKey(item);
                return (
                  <option key={key} value={key}>
                    {key}
                  </option>
                );
              })}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>Panne</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={kind}
              onChange={(event) => setKind(event.currentTarget.value as FaultKind)}
            >
              {(Object.keys(FAULT_LABELS) as FaultKind[]).map((value) => (
                <option key={value} value={value}>
                  {FAULT_LABELS[value]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {kind === 'latency' && (
          <Field.Root invalid={latencyInvalid}>
            <Field.Label>Délai (ms)</Field.Label>
            <Input
              size="sm"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_LATENCY_MS}
              step={100}
              value={latency}
              onChange={(event) => setLatency(event.currentTarget.value)}
            />
            <Field.ErrorText>{LATENCY_RANGE_MESSAGE}</Field.ErrorText>
          </Field.Root>
        )}
        <Button type="submit" size="sm" alignSelf="flex-start">
          Ajouter la règle
        </Button>
      </Stack>
    </form>
  );
}
