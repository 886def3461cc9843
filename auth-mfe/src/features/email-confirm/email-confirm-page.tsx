import { useEffect, useRef, useState } from 'react';
import { Button, PageSpinner, RouterLink, Typography, useSearchParams } from '@catalogo/shared-ui';
import { FormAlert } from '@catalogo/shared-ui/forms';
import {
  reloadSession,
  toAuthError,
  useAppDispatch,
  useSessionStatus,
} from '@catalogo/shared-auth';
import { useConfirmEmailMutation } from '../common/auth-api';
import type { AuthError } from '@catalogo/shared-auth';
import { AuthScreen } from '../common/auth-screen';
import { paths } from '../../app/paths';
import { ResendConfirmationForm } from './resend-confirmation-form';

type Outcome =
  { state: 'pending' } | { state: 'confirmed' } | { state: 'failed'; error: AuthError };

/** Confirms the token of the link once, even when StrictMode runs effects twice. */
function useConfirmOnce(token: string | null): Outcome {
  const [confirmEmail] = useConfirmEmailMutation();
  const dispatch = useAppDispatch();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'pending' });
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    setOutcome({ state: 'pending' });
    confirmEmail({ token })
      .unwrap()
      .then(
        () => {
          setOutcome({ state: 'confirmed' });
          // Signed in (the sign-up signed the owner in): the session now says confirmed, and
          // the panel's banner goes.
          void dispatch(reloadSession());
        },
        (caught: unknown) => setOutcome({ state: 'failed', error: toAuthError(caught) }),
      );
  }, [token, confirmEmail, dispatch]);
  return outcome;
}

/** /auth/email-confirm?token=…: the link of the confirmation e-mail lands here. */
export function EmailConfirmPage() {
  const token = useSearchParams()[0].get('token');
  const outcome = useConfirmOnce(token);
  const signedIn = useSessionStatus() !== 'unauthenticated';
  return (
    <AuthScreen screen="email-confirm" title="Confirmar e-mail">
      {!token && (
        <>
          <Typography>Abra o link enviado para o seu e-mail.</Typography>
          <Typography color="text.secondary">
            Não recebeu? Informe o e-mail e enviaremos um novo link.
          </Typography>
          <ResendConfirmationForm />
        </>
      )}
      {token && outcome.state === 'pending' && <PageSpinner label="Confirmando o e-mail…" />}
      {token && outcome.state === 'confirmed' && (
        <>
          <FormAlert severity="success" message="E-mail confirmado!" />
          {signedIn ? (
            <Button component={RouterLink} to={paths.panel} variant="contained" size="large">
              Ir para o painel
            </Button>
          ) : (
            <Button component={RouterLink} to={paths.login} variant="contained" size="large">
              Entrar
            </Button>
          )}
        </>
      )}
      {token && outcome.state === 'failed' && (
        <>
          <FormAlert message={outcome.error.message} />
          <Typography color="text.secondary">
            Informe o seu e-mail para receber um novo link de confirmação.
          </Typography>
          <ResendConfirmationForm />
        </>
      )}
    </AuthScreen>
  );
}
