import { useState } from 'react';
import { Box, IconButton, LogoutIcon, Tooltip, Typography, useNavigate } from '@catalogo/shared-ui';
import { authConfig, useAuthActions, useSession } from '@catalogo/shared-auth';

/** The signed-in user's name and the sign-out button, in the panel's top bar. */
export function UserMenu() {
  const session = useSession();
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  if (!session) return null;
  const onSignOut = async () => {
    setLeaving(true);
    await signOut();
    navigate(authConfig.loginPath, { replace: true });
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography
        variant="body2"
        noWrap
        sx={{ display: { xs: 'none', sm: 'block' } }}
        data-testid="session-user"
      >
        {session.user.name}
      </Typography>
      <Tooltip title="Sair">
        <IconButton color="inherit" aria-label="Sair" onClick={onSignOut} disabled={leaving}>
          <LogoutIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
