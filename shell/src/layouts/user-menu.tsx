import { useState } from 'react';
import {
  Box,
  ColorModeToggle,
  IconButton,
  LogoutIcon,
  Tooltip,
  Typography,
  useNavigate,
} from '@catalogo/shared-ui';
import { authConfig, useAuthActions, useSession } from '@catalogo/shared-auth';

/** The panel's top bar: the signed-in user's name, the colour-mode toggle and sign-out. */
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
      <ColorModeToggle />
      <Tooltip title="Sair">
        <IconButton color="inherit" aria-label="Sair" onClick={onSignOut} disabled={leaving}>
          <LogoutIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
