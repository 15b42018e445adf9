import { Button, Center, Heading, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
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
 * them (`data-token`, `data-refresh-token`, `data-destination`; the other service's page
 * `data-tokens` = { token, refreshToken } and `data-user`), otherwise the query of the address the
 * single-sign-on host redirected to (`?token=…&refreshToken=…&destination=…` or `?error=…`).
 */
export function readHandoverData(
  element: HTMLElement | null,
  search: string,
): HandoverData | { error: string } | null {
  const data = element?.dataset ?? {};
  const tokens = parseJson<{ token?: string; refreshToken?: string }>(data.tokens);
  const user = parseJson<TokenLoginRequest['user']>(data.user);
  const query = new URLSearchParams(search);
  const token = tokens?.token ?? data.token ?? query.get('token') ?? undefined;
  const refreshToken =
    tokens?.refreshToken ?? data.refreshToken ?? query.get('refreshToken') ?? undefined;
  const destination = data.destination ?? query.get('destination') ?? '/';
  const error = data.error ?? query.get('error') ?? undefined;
  if (error && !token) return { error };
  if (!token) return null;
  return {
    token,
    ...(refreshToken ? { refreshToken } : {}),
    ...(user ? { user } : {}),
    destination,
  };
}

/** The query parameters of the hand-over that carry credentials. */
const TOKEN_PARAMETERS = ['token', 'refreshToken'] as const;

/**
 * Takes the tokens out of the address bar and of the browser history (the current entry is replaced),
 * so that they are neither shown, bookmarked, nor replayed by Back.
 */
export function forgetTokensInAddress(location: Location = window.location): void {
  const url = new URL(location.href);
  if (!TOKEN_PARAMETERS.some((name) => url.searchParams.has(name))) return;
  for (const name of TOKEN_PARAMETERS) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Project-defined: the title of the hand-over page when the login did not happen. */
export const SSO_FAILURE_TITLE = 'Connexion impossible';

export const SSO_MISSING_TOKEN_MESSAGE =
  "La connexion par l’authentification unique n'a pas abouti. Veuillez réessayer.";

/**
 * The single-sign-on hand-over page (spec 000 §2): logs the user in with the tokens, fetches the
 * profile and goes to the destination, showing only a spinner meanwhile. When the identity provider
 * refused, or the login failed, the message is shown with a way back to the login.
 */
export function SsoHandoverPage({ search = window.location.search }: { search?: string }) {
  const dispatch = useAppDispatch();
  const storeError = useAppSelector(selectSsoError);
  const started = useRef(false);
  // Read once: the tokens are taken out of the address below.
  const [data] = useState(() =>
    readHandoverData(document.getElementById(SSO_HOST_ELEMENT_ID), search),
  );
  const error =
    storeError ??
    (data === null
      ? SSO_MISSING_TOKEN_MESSAGE
      : 'error' in data && !('token' in data)
        ? data.error
        : null);

  useEffect(() => {
    if (started.current || !data || !('token' in data) || !data.token) return;
    started.current = true;
    forgetTokensInAddress();
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
