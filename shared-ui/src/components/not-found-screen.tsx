import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NotFoundIllustration } from './not-found-illustration';

export interface NotFoundScreenProps {
  /** Logged once as a console error, e.g. 'Page not found: /x' (spec §8). */
  logMessage?: string;
}

/** Full-screen not-found page; also the screen for unhandled fatal errors (spec §2, §8). */
export function NotFoundScreen({ logMessage }: NotFoundScreenProps) {
  const navigate = useNavigate();
  // Opened directly (no earlier entry in this tab): going back would leave the site, so go home.
  const firstEntry = useLocation().key === 'default';
  useEffect(() => {
    if (logMessage) console.error(logMessage);
  }, [logMessage]);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 3,
        textAlign: 'center',
        bgcolor: 'background.default',
      }}
    >
      <NotFoundIllustration />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        Página não encontrada
      </Typography>
      <Typography color="text.secondary">A página não foi encontrada ou não existe.</Typography>
      <Button
        variant="contained"
        size="large"
        onClick={() => (firstEntry ? navigate('/') : navigate(-1))}
      >
        Voltar
      </Button>
    </Box>
  );
}

/** The not-found screen for the current path (a route tree's catch-all). */
export function RouteNotFound() {
  const { pathname } = useLocation();
  return <NotFoundScreen logMessage={`Page not found: ${pathname}`} />;
}
