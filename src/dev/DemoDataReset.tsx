/**
 * The development panel's 'Réinitialiser les données de démonstration': asked, confirmed (the seed
 * is put back in memory and in the browser's storage, then the page reloads) or cancelled, with the
 * focus following the question.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';

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

export function DemoDataReset({
  resetDemoData,
  reloadPage,
  announce,
}: {
  /** Puts the seed data back, in memory and in the browser's storage. */
  resetDemoData: () => Promise<void>;
  /** Reloads the page once the demo data is reset. */
  reloadPage: () => void;
  /** Says a result to the screen reader's live region of the panel. */
  announce: (status: string) => void;
}) {
  /** The reset of the demo data: asked, confirmed (running), or failed. */
  const [reset, setReset] = useState<'idle' | 'confirming' | 'running' | 'failed'>('idle');
  const resetButtonRef = useRef<HTMLButtonElement>(null);
  const cancelResetRef = useRef<HTMLButtonElement>(null);
  const resetFocus = useRef<'cancel' | 'action' | null>(null);
  const resetQuestionId = useId();

  // The focus follows the reset's question: onto 'Annuler' when asked, back to the action after.
  useEffect(() => {
    if (resetFocus.current === 'cancel') cancelResetRef.current?.focus();
    if (resetFocus.current === 'action') resetButtonRef.current?.focus();
    resetFocus.current = null;
  }, [reset]);

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
    announce(RESET_DEMO_DATA.done);
    reloadPage();
  }

  return reset === 'confirming' || reset === 'running' ? (
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
  );
}
