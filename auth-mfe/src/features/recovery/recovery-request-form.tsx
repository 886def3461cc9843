import { Link, RouterLink } from '@catalogo/shared-ui';
import { useRequestRecoveryMutation } from '../common/auth-api';
import { EmailRequestForm } from '../common/email-request-form';
import { paths } from '../../app/paths';

/** Asks for a recovery link; the answer never tells whether the e-mail has an account. */
export function RecoveryRequestForm() {
  const [requestRecovery] = useRequestRecoveryMutation();
  return (
    <EmailRequestForm
      send={(values) => requestRecovery(values).unwrap()}
      submitLabel="Enviar link"
      footer={
        <Link component={RouterLink} to={paths.login}>
          Voltar para a página de entrada
        </Link>
      }
    />
  );
}
