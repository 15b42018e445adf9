/**
 * The development panel of the embedded mock backend, fixed at the bottom left of the page: it
 * injects faults (latency, a 500, a network error, an expired token) into one operation or all of
 * them, and resets the mock data. The worker's handlers run in the page's JavaScript, so the panel
 * calls `setFaults` and `resetDb` directly. Rules are kept in sessionStorage for the tab.
 * Keyboard: the trigger button opens and closes it, Escape inside closes it and returns the focus.
 *
 * Loaded by src/main.tsx only when the mock backend is on: it never ships with a real backend.
 */
import {
  Box,
  Button,
  Collapsible,
  Field,
  HStack,
  Input,
  List,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { resetDb } from '@mock/db/mockDb';
import {
  ALL_OPERATIONS,
  currentFaults,
  onFaultsChange,
  setFaults,
  type FaultKind,
  type FaultRule,
} from '@mock/faults';
import { mockOperations, operationKey, type MockOperation } from '@mock/handlers/route';
import { storeFaults } from './mockFaultStorage';

export const FAULT_LABELS: Readonly<Record<FaultKind, string>> = {
  latency: 'Latence (ms)',
  'server-error': 'Erreur 500',
  'network-error': 'Erreur réseau',
  'expired-token': 'Jeton expiré',
};

const ALL_OPERATIONS_LABEL = 'Toutes les opérations';
const DEFAULT_LATENCY_MS = 1500;

function subscribe(listener: () => void): () => void {
  return onFaultsChange(listener);
}

export function describeRule(rule: FaultRule): string {
  const operation = rule.operation === ALL_OPERATIONS ? ALL_OPERATIONS_LABEL : rule.operation;
  const fault =
    rule.kind === 'latency'
      ? `latence de ${rule.ms ?? DEFAULT_LATENCY_MS} ms`
      : FAULT_LABELS[rule.kind];
  return `${operation} : ${fault}`;
}

function applyRules(rules: FaultRule[]): void {
  setFaults(rules);
  storeFaults(rules);
}

export interface MockFaultPanelProps {
  /** The operations offered; by default every operation that has a handler. */
  operations?: readonly MockOperation[];
  /** Opened at first render (stories). */
  defaultOpen?: boolean;
}

export default function MockFaultPanel({
  operations = mockOperations,
  defaultOpen = false,
}: MockFaultPanelProps) {
  const rules = useSyncExternalStore(subscribe, currentFaults, currentFaults);
  const [open, setOpen] = useState(defaultOpen);
  const [operation, setOperation] = useState<string>(ALL_OPERATIONS);
  const [kind, setKind] = useState<FaultKind>('latency');
  const [latency, setLatency] = useState(String(DEFAULT_LATENCY_MS));
  const [status, setStatus] = useState('');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listLabelId = useId();

  const latencyMs = Number(latency);
  const latencyInvalid = kind === 'latency' && !(Number.isFinite(latencyMs) && latencyMs >= 0);

  function addRule(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (latencyInvalid) return;
    const rule: FaultRule =
      kind === 'latency' ? { operation, kind, ms: Math.round(latencyMs) } : { operation, kind };
    applyRules([...rules, rule]);
    setStatus(`Règle ajoutée : ${describeRule(rule)}.`);
  }

  function removeRule(index: number) {
    const removed = rules[index];
    applyRules(rules.filter((_, i) => i !== index));
    if (removed) setStatus(`Règle retirée : ${describeRule(removed)}.`);
  }

  function resetData() {
    resetDb();
    setStatus('Les données simulées ont été réinitialisées.');
  }

  const count = rules.length;

  // In a portal at the end of the body: a top-level landmark wherever the panel is mounted.
  return (
    <Portal>
      <Box
        as="aside"
        aria-label="Serveur simulé"
        position="fixed"
        bottom="3"
        left="3"
        zIndex="overlay"
        maxW="calc(100vw - 1.5rem)"
        fontSize="sm"
      >
        <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
          <Collapsible.Content
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setOpen(false);
                triggerRef.current?.focus();
              }
            }}
          >
            <Stack
              gap="3"
              mb="2"
              p="3"
              w="20rem"
              maxW="100%"
              maxH="70vh"
              overflowY="auto"
              bg="bg.panel"
              color="fg"
              borderWidth="1px"
              rounded="md"
              shadow="lg"
            >
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
                        step={100}
                        value={latency}
                        onChange={(event) => setLatency(event.currentTarget.value)}
                      />
                      <Field.ErrorText>Indiquez un délai positif en millisecondes.</Field.ErrorText>
                    </Field.Root>
                  )}
                  <Button type="submit" size="sm" alignSelf="flex-start">
                    Ajouter la règle
                  </Button>
                </Stack>
              </form>

              <Stack gap="1">
                <Text id={listLabelId} fontWeight="semibold">
                  Règles actives
                </Text>
                {count === 0 ? (
                  <Text color="fg.muted">Aucune panne simulée.</Text>
                ) : (
                  <List.Root aria-labelledby={listLabelId} listStyle="none" gap="1">
                    {rules.map((rule, index) => (
                      <List.Item key={`${index}:${rule.operation}:${rule.kind}`}>
                        <HStack justify="space-between" gap="2" w="full">
                          <Text wordBreak="break-word">{describeRule(rule)}</Text>
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={`Retirer la règle ${describeRule(rule)}`}
                            onClick={() => removeRule(index)}
                          >
                            Retirer
                          </Button>
                        </HStack>
                      </List.Item>
                    ))}
                  </List.Root>
                )}
              </Stack>

              <Button size="sm" variant="outline" onClick={resetData} alignSelf="flex-start">
                Réinitialiser les données
              </Button>
            </Stack>
          </Collapsible.Content>
          <Collapsible.Trigger asChild>
            <Button ref={triggerRef} size="sm" variant="solid" shadow="md">
              Serveur simulé
              {count > 0 ? ` (${count} ${count > 1 ? 'pannes' : 'panne'})` : ''}
            </Button>
          </Collapsible.Trigger>
        </Collapsible.Root>
        <Text role="status" aria-live="polite" srOnly>
          {status}
        </Text>
      </Box>
    </Portal>
  );
}
