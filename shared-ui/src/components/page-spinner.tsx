import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Placeholder while an area or page loads. */
export function PageSpinner({
  label = 'Carregando…',
  fullScreen = false,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullScreen ? '100vh' : 240,
      }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
