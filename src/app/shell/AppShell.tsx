import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Fragment, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectUserDataResets } from '@/app/userDataSlice';
import { AccountLinkHandler } from '@/features/account/components/AccountLinkHandler';
import { selectLoginDialog } from '@/features/session';
import { ConfirmDialogHost } from '@/ui/confirm/ConfirmDialogHost';
import { lazyOnFirstOpen } from '@/ui/dialog/lazyOnFirstOpen';
import { AppToaster } from '@/ui/toast/AppToaster';
import { PRINT_HIDE } from '@/ui/theme/print';
import { Footer } from './Footer';
import { Header } from './Header';
import { OfflineBanner } from './OfflineBanner';
import { PageLoader } from '@/ui/loader/PageLoader';

/** Loaded at its first opening, then kept mounted (see LoginDialog). */
const LoginDialog = lazyOnFirstOpen(() => import('@/features/session/components/LoginDialog'));

export const MAIN_CONTENT_ID = 'contenu';

/** The frame of every page: skip link, header, the page, footer, dialogs and toasts. */
export function AppShell() {
  const navigation = useNavigation();
  const loginDialog = useAppSelector(selectLoginDialog);
  // When the user changes, the page is drawn again from its start: its screens ask for the new
  // user's data, their former user's state having been reset (src/app/userState.ts).
  const resets = useAppSelector(selectUserDataResets);
  return (
    <Flex direction="column" minH="100dvh" data-print-frame="">
      {/* An anchor in the page, not a page: the click moves the focus, the address stays. */}
      <Link
        // eslint-disable-next-line no-restricted-syntax
        href={`#${MAIN_CONTENT_ID}`}
        {...PRINT_HIDE}
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipNav"
        bg="bg"
        px="4"
        py="2"
        borderRadius="md"
        _focus={{ top: '2' }}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(MAIN_CONTENT_ID)?.focus();
        }}
      >
        Aller au contenu
      </Link>
      <Header />
      <OfflineBanner />
      {navigation.state === 'loading' && (
        <Box
          role="progressbar"
          aria-label="Chargement de la page"
          {...PRINT_HIDE}
          h="1"
          bg="colorPalette.solid"
          position="fixed"
          top="0"
          insetX="0"
          zIndex="banner"
        />
      )}
      {/* At least a screen high: the footer starts below the fold, so a page whose content
          arrives after it (filters, results) does not push a visible footer down. */}
      <Box
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        flex="1"
        minH="100dvh"
        outline="none"
        data-print-frame=""
      >
        <Suspense fallback={<PageLoader />}>
          <Fragment key={resets}>
            <Outlet />
          </Fragment>
        </Suspense>
      </Box>
      <Footer />
      <LoginDialog open={loginDialog.open} />
      <AccountLinkHandler />
      <ConfirmDialogHost />
      <AppToaster />
    </Flex>
  );
}
