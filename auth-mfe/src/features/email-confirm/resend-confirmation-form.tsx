import { useResendConfirmationMutation } from '../common/auth-api';
import { EmailRequestForm } from '../common/email-request-form';

/** Sends a new confirmation link to the e-mail typed. */
export function ResendConfirmationForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [resend] = useResendConfirmationMutation();
  return (
    <EmailRequestForm
      send={(values) => resend(values).unwrap()}
      submitLabel="Reenviar link de confirmação"
      defaultEmail={defaultEmail}
      secondary
    />
  );
}
