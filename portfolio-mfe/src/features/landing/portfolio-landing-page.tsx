import { Alert, Box, Button, Typography } from '@catalogo/shared-ui';
import { AttentionList } from './attention-list';
import { ResourceCards } from './resource-cards';
import { useGetPortfolioSummaryQuery } from './summary-api';

/** /panel/portifolio: every list with its count, and what needs a look. */
export function PortfolioLandingPage() {
  // Fresh on every visit: the lists change the counts meanwhile.
  const summary = useGetPortfolioSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 0.5 }}>
        Portfólio
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Produtos, marcas, categorias, descrições, montadoras e veículos.
      </Typography>
      {summary.isError && (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={() => void summary.refetch()}>
              Tentar novamente
            </Button>
          }
        >
          Não foi possível carregar o resumo do portfólio.
        </Alert>
      )}
      <ResourceCards summary={summary.data} loading={summary.isFetching && !summary.data} />
      {!summary.isError && <AttentionList summary={summary.data} />}
    </Box>
  );
}

export default PortfolioLandingPage;
