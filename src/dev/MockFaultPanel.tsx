/**
 * The development panel of the embedded mock backend, fixed at the bottom left of the page: it
 * injects faults (latency, a 500, a network error, an expired token) into one operation or all of
 * them, and puts the demo's seed data back. The worker's handlers run in the page's JavaScript, so
 * the panel calls `setFaults` directly. Rules are kept in sessionStorage for the tab.
 *
 * The demo data (what the user created) is kept in the browser across reloads
 * (mock-server/persistence/browserStore.ts); 'Réinitialiser les données de démonstration', once
 * confirmed, puts the seed back in memory and in that storage, then reloads the page.
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
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import {
  ALL_OPERATIONS,
  currentFaults,
  MAX_LATENCY_MS,
  onFaultsChange,
  setFaults,
  type FaultKind,
  type FaultRule,
} from '@mock/faults';
import { mockOperations, operationKey, type MockOperation } from '@mock/handlers/route';
import { demoDataPersistence } from '@mock/persistence/browserStore';
import { storeFaults } from './mockFaultStorage';
import { PRINT_HIDE } from '@/ui/theme/print';

export const FAULT_LABELS: Readonly<Record<FaultKind, string>> = {
  latency: 'Latence (ms)',
  'server-error': 'Erreur 500',
  'network-error': 'Erreur réseau',
  'expired-token': 'Jeton expiré',
};

const ALL_OPERATIONS_LABEL = 'Toutes les opérations';
const DEFAULT_LATENCY_MS = 1500;
export const LATENCY_RANGE_MESSAGE = `Indiquez un délai de 0 à ${MAX_LATENCY_MS} millisecondes (${MAX_LATENCY_MS / 1000} secondes).`;

export const RESET_DEMO_DATA = {
  action: 'Réinitialiser les données de démonstration',
  question:
    'Les comptes, historiques et simulations créés pendant la démonstration seront effacés et vous serez déconnecté, puis la page sera rechargée.',
  confirm: 'Confirmer la réinitialisation',
  cancel: 'Annuler',
  done: 'Les données de démonstration ont été réinitialisées. Rechargement de la page…',
  failed:
    "Les données de démonstration n'ont pas pu être effacées du navigateur : elles reviendront au prochain chargement.",
} as const;

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
  /** Puts the seed data back, in memory and in the browser's storage. */
  resetDemoData?: () => Promise<void>;
  /** Reloads the page once the demo data is reset. */
  reloadPage?: () => void;
}

const resetStoredDemoData = () => demoDataPersistence().reset();
const reloadThePage = () => window.location.reload();

export default function MockFaultPanel({
  operations = mockOperations,
  defaultOpen = false,
  resetDemoData = resetStoredDemoData,
  reloadPage = reloadThePage,
}: MockFaultPanelProps) {
  const rules = useSyncExternalStore(subscribe, currentFaults, currentFaults);
  const [open, setOpen] = useState(defaultOpen);
  const [operation, setOperation] = useState<string>(ALL_OPERATIONS);
  const [kind, setKind] = useState<FaultKind>('latency');
  const [latency, setLatency] = useState(String(DEFAULT_LATENCY_MS));
  const [status, setStatus] = useState('');
  /** The reset of the demo data: asked, confirmed (running), or failed. */
  const [reset, setReset] = useState<'idle' | 'confirming' | 'running' | 'failed'>('idle');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const resetButtonRef = useRef<HTMLButtonElement>(null);
  const cancelResetRef = useRef<HTMLButtonElement>(null);
  const resetFocus = useRef<'cancel' | 'action' | null>(null);
  const listLabelId = useId();
  const resetQuestionId = useId();

  // The focus follows the reset's question: onto 'Annuler' when asked, back to the action after.
  useEffect(() => {
    if (resetFocus.current === 'cancel') cancelResetRef.current?.focus();
    if (resetFocus.current === 'action') resetButtonRef.current?.focus();
    resetFocus.current = null;
  }, [reset]);

  const latencyMs = Number(latency);
  // The handlers cut any latency to MAX_LATENCY_MS (60 s): the panel says so rather than cut it.
  const latencyInvalid =
    kind === 'latency' &&
    !(Number.isFinite(latencyMs) && latencyMs >= 0 && latencyMs <= MAX_LATENCY_MS);

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

  function askReset() {
    resetFocus.current = 'cancel';
    setReset('confirming');
  }

  function cancelReset() {
    resetFocus.current = 'action';
    setReset('idle');
  }

  async function confirmReset() {
    setReset('running');
    try {
      await resetDemoData();
    } catch {
      setReset('failed');
      return;
    }
    setStatus(RESET_DEMO_DATA.done);
    reloadPage();
  }

  const count = rules.length;

  // In a portal at the end of the body: a top-level landmark wherever the panel is mounted.
  return (
    <Portal>
      <Box
        as="aside"
        aria-label="Serveur simulé"
        {...PRINT_HIDE}
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

              {reset === 'confirming' || reset === 'running' ? (
                <Stack role="group" aria-labelledby={resetQuestionId} gap="2">
                  <Text id={resetQuestionId}>{RESET_DEMO_DATA.question}</Text>
                  <HStack gap="2" wrap="wrap">
                    <Button
                      size="sm"
                      colorPalette="red"
                      disabled={reset === 'running'}
                      onClick={() => void confirmReset()}
                    >
                      {RESET_DEMO_DATA.confirm}
                    </Button>
                    <Button
                      ref={cancelResetRef}
                      size="sm"
                      variant="ghost"
                      disabled={reset === 'running'}
                      onClick={cancelReset}
                    >
                      {RESET_DEMO_DATA.cancel}
                    </Button>
                  </HStack>
                </Stack>
              ) : (
                <Stack gap="1">
                  <Button
                    ref={resetButtonRef}
                    size="sm"
                    variant="outline"
                    onClick={askReset}
                    alignSelf="flex-start"
                  >
                    {RESET_DEMO_DATA.action}
                  </Button>
                  {reset === 'failed' && (
                    <Text role="alert" color="fg.error">
                      {RESET_DEMO_DATA.failed}
                    </Text>
                  )}
                </Stack>
              )}
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
