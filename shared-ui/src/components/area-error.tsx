import { Alert, AlertTitle } from '../mui-lazy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export interface AreaErrorProps {
  /** What failed, for the heading (e.g. 'o catálogo'). */
  areaLabel?: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** Shown in place of one remote's area when it fails; the rest of the app keeps working. */
export function AreaError({ areaLabel, onRetry, retrying = false }: AreaErrorProps) {
  return (
    <Box
      data-testid="area-error"
      sx={{ p: { xs: 2, md: 4 }, display: 'flex', justifyContent: 'center' }}
    >
      <Alert
        severity="error"
        variant="outlined"
        sx={{ maxWidth: 560, width: '100%', alignItems: 'center' }}
        action={
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            onClick={onRetry}
            disabled={retrying}
          >
            Tentar novamente
          </Button>
        }
      >
        <AlertTitle>
          {areaLabel
            ? `Não foi possível carregar ${areaLabel}.`
            : 'Não foi possível carregar esta área.'}
        </AlertTitle>
        Verifique sua conexão e tente novamente. O restante do sistema continua disponível.
      </Alert>
    </Box>
  );
}
