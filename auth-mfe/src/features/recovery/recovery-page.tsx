import { useSearchParams } from '@catalogo/shared-ui';
import { AuthScreen } from '../common/auth-screen';
import { RecoveryRequestForm } from './recovery-request-form';
import { ResetPasswordForm } from './reset-password-form';

/** /auth/recovery: ask for a link; /auth/recovery?token=…: choose a new password. */
export function RecoveryPage() {
  const token = useSearchParams()[0].get('token');
  return (
    <AuthScreen
      screen="recovery"
      title="Recuperar acesso"
      description={
        token
          ? 'Escolha uma nova senha para a sua conta.'
          : 'Informe o seu e-mail e enviaremos um link para criar uma nova senha.'
      }
    >
      {/* A new token (a second link) starts the form afresh. */}
      {token ? <ResetPasswordForm key={token} token={token} /> : <RecoveryRequestForm />}
    </AuthScreen>
  );
}
