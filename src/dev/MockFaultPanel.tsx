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
import { Box, Button, Collapsible, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, useSyncExternalStore } from 'react';
import { currentFaults, onFaultsChange, type FaultRule } from '@mock/faults';
import { mockOperations, type MockOperation } from '@mock/handlers/route';
import { demoDataPersistence } from '@mock/persistence/browserStore';
import { PRINT_HIDE } from '@/ui/theme/print';
import { DemoDataReset } from './DemoDataReset';
import { FaultRuleForm } from './FaultRuleForm';
import { FaultRuleList } from './FaultRuleList';
import { applyRules, describeRule } from './faultRules';

function subscribe(listener: () => void): () => void {
  return onFaultsChange(listener);
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
  const [status, setStatus] = useState('');
  const triggerRef = useRef<HTMLButtonElement>(null);

  function addRule(rule: FaultRule) {
    applyRules([...rules, rule]);
    setStatus(`Règle ajoutée : ${describeRule(rule)}.`);
  }

  function removeRule(index: number) {
    const removed = rules[index];
    applyRules(rules.filter((_, i) => i !== index));
    if (removed) setStatus(`Règle retirée : ${describeRule(removed)}.`);
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
              <FaultRuleForm operations={operations} onAdd={addRule} />
              <FaultRuleList rules={rules} onRemove={removeRule} />
              <DemoDataReset
                resetDemoData={resetDemoData}
                reloadPage={reloadPage}
                announce={setStatus}
              />
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
