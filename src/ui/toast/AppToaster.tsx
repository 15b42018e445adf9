import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Toaster as ChakraToaster, Toast } from '@chakra-ui/react/toast';
import { toaster } from './toaster';

/** Renders the toasts of `showToast`; mounted once by the app shell. */
export function AppToaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Fermer la notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
