import { Button, Center, Heading, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { isSsoErrorCode, type SsoErrorCode } from '@/api/sso';
import { PARTNER_NAME } from '@/config/partner';
import {
  forgetHandoverInMemory,
  handoverInMemory,
  takeHandoverFromAddress,
  type AddressHandover,
} from '@/lib/sso/handoverAddress';
import { loginDialogOpened, selectSsoError, tokenLoginRequested } from '@/features/session';
import type { TokenLoginRequest } from '@/features/session/sessionSlice';

/** The id of the element a server-rendered hand-over page carries its data attributes on. */
export const SSO_HOST_ELEMENT_ID = 'connexion-sso';

export interface HandoverData extends TokenLoginRequest {
  error?: string;
}

function parseJson<T>(text: string | undefined): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/**
 * What the hand-over page was given: the data attributes of its host element when a server rendered
 * them (`data-token`, `data-refresh-token`, `data-destination`, `data-state`; the other service's
 * page `data-tokens` = { token, refreshToken } and `data-user`), otherwise what the address carried:
 * its credentials and state as the start-up script kept them in memory (`address`), the rest from
 * its query (`?destination=…` or `?error=<code>`).
 */
export function readHandoverData(
  element: HTMLElement | null,
  address: AddressHandover | null,
  search: string,
): HandoverData | { error: string } | null {
  const data = element?.dataset ?? {};
  const tokens = parseJson<{ token?: string; refreshToken?: string }>(data.tokens);
  const user = parseJson<TokenLoginRequest['user']>(data.user);
  const query = new URLSearchParams(search);
  const token = tokens?.token ?? data.token ?? address?.token ?? undefined;
  const refreshToken =
    tokens?.refreshToken ?? data.refreshToken ?? address?.refreshToken ?? undefined;
  const state = data.state ?? address?.state ?? undefined;
  const destination = data.destination ?? address?.destination ?? query.get('destination') ?? '/';
  const error = data.error ?? address?.error ?? query.get('error') ?? undefined;
  if (error && !token) return { error };
  if (!token) return null;
  return {
    token,
    ...(refreshToken ? { refreshToken } : {}),
    ...(user ? { user } : {}),
    ...(state ? { state } : {}),
    destination,
  };
}

/** Project-defined: the title of the hand-over page when the login did not happen. */
export const SSO_FAILURE_TITLE = 'Connexion impossible';

export const SSO_MISSING_TOKEN_MESSAGE =
  "La connexion par l’authentification unique n'a pas abouti. Veuillez réessayer.";

/**
 * Project-defined: the texts of the single-sign-on host's refusals, by code (`?error=<code>`); any
 * other value (an unknown code, a text) is shown as the generic failure, never as it came.
 */
export const SSO_ERROR_MESSAGES: Record<SsoErrorCode, string> = {
  not_partner: `L’authentification unique est réservée aux comptes ${PARTNER_NAME}.`,
  unknown_account: `Aucun compte ${PARTNER_NAME} n’est associé à cette adresse e-mail.`,
};

export function ssoErrorMessage(code: string): string {
  return isSsoErrorCode(code) ? SSO_ERROR_MESSAGES[code] : SSO_MISSING_TOKEN_MESSAGE;
}

/**
 * The single-sign-on hand-over page (spec 000 §2): logs the user in with the tokens, fetches the
 * profile and goes to the destination, showing only a spinner meanwhile. When the identity provider
 * refused, or the login failed, the message is shown with a way back to the login.
 */
export function SsoHandoverPage({ search = window.location.search }: { search?: string }) {
  const dispatch = useAppDispatch();
  const storeError = useAppSelector(selectSsoError);
  const started = useRef(false);
  // Read once. The start-up script took the credentials out of the address before any request; in
  // development, without that script, the page does it now.
  const [data] = useState(() => {
    takeHandoverFromAddress();
    return readHandoverData(
      document.getElementById(SSO_HOST_ELEMENT_ID),
      handoverInMemory(),
      search,
    );
  });
  const error =
    storeError ??
    (data === null
      ? SSO_MISSING_TOKEN_MESSAGE
      : 'error' in data && !('token' in data)
        ? ssoErrorMessage(data.error)
        : null);

  useEffect(() => {
    if (started.current || !data || !('token' in data) || !data.token) return;
    started.current = true;
    forgetHandoverInMemory();
    dispatch(tokenLoginRequested(data as TokenLoginRequest));
  }, [data, dispatch]);
  if (error) {
    return (
      <Center py="16" px="4">
        <Stack gap="4" align="center" textAlign="center" role="alert">
          <Heading as="h1" size="lg">
            {SSO_FAILURE_TITLE}
          </Heading>
          <Text>{error}</Text>
          <Button onClick={() => dispatch(loginDialogOpened())}>Se connecter</Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center py="16" role="status">
      <Spinner size="xl" />
      <VisuallyHidden>Connexion en cours…</VisuallyHidden>
    </Center>
  );
}
