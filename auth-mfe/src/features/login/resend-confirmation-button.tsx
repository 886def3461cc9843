import { useState } from 'react';
import { Button, Typography } from '@catalogo/shared-ui';
import { toAuthError } from '@catalogo/shared-auth';
import { useResendConfirmationMutation } from '../common/auth-api';

/** Under an EMAIL_NOT_CONFIRMED error: sends the confirmation link again to the typed e-mail. */
export function ResendConfirmationButton({ email }: { email: () => string }) {
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const [outcome, setOutcome] = useState<string | null>(null);
  const onClick = async () => {
    try {
      setOutcome((await resend({ email: email().trim() }).unwrap()).message);
    } catch (caught) {
      setOutcome(toAuthError(caught).message);
    }
  };
  if (outcome) {
    return (
      <Typography variant="body2" sx={{ mt: 1 }}>
        {outcome}
      </Typography>
    );
  }
  return (
    <Button
      size="small"
      color="inherit"
      onClick={onClick}
      disabled={isLoading}
      sx={{ mt: 1, px: 0 }}
    >
      Reenviar e-mail de confirmação
    </Button>
  );
}
