import { useState } from 'react';
import { Alert, AlertTitle, Button } from '@catalogo/shared-ui';
// The package's main entry: this file is bundled by the panel's chunks, and only the shared-auth
// singleton holds the store and the session.
import { baseApi, toAuthError, useSession } from '@catalogo/shared-auth';

const confirmationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resendOwnConfirmation: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/auth/email-confirm/resend', method: 'POST', body }),
    }),
  }),
});

type Resend = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; message: string };

/**
 * Above every panel page while the signed-in user's e-mail is unconfirmed: the owner whom the
 * sign-up signed in at once (spec §4). The company stays offline until the mailed link is
 * followed; the link can be sent again from here.
 */
export function EmailConfirmBanner() {
  const session = useSession();
  const [resendConfirmation] = confirmationApi.useResendOwnConfirmationMutation();
  const [resend, setResend] = useState<Resend>({ state: 'idle' });
  if (!session || session.user.emailConfirmed !== false) return null;
  const { email } = session.user;

  const onResend = async () => {
    setResend({ state: 'sending' });
    try {
      await resendConfirmation({ email }).unwrap();
      setResend({ state: 'sent' });
    } catch (caught) {
      setResend({ state: 'failed', message: toAuthError(caught).message });
    }
  };

  return (
    <Alert
      severity="warning"
      data-testid="email-confirm-banner"
      sx={{ mb: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={onResend}
          disabled={resend.state === 'sending'}
        >
          Reenviar link
        </Button>
      }
    >
      <AlertTitle>Confirme seu e-mail</AlertTitle>
      Enviamos um link de confirmação para <strong>{email}</strong>. Até a confirmação, o catálogo
      da empresa fica fora do ar e o envio de arquivos é limitado; sem ela, o cadastro é removido em
      7 dias.
      <span role="status" style={{ display: 'block', marginTop: 4 }}>
        {resend.state === 'sent' && `Enviamos um novo link para ${email}.`}
        {resend.state === 'failed' && resend.message}
      </span>
    </Alert>
  );
}
