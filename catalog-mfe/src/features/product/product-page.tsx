import { useParams, Container, ScreenScaffold } from '@catalogo/shared-ui';
import { useDocumentTitle } from '@catalogo/shared-auth';

/** Product detail. Gallery, data, references and applications arrive with the public catalogue issue. */
export function ProductPage() {
  const { id = '' } = useParams();
  useDocumentTitle(`Produto ${id}`);
  return (
    <Container sx={{ py: 4 }}>
      <ScreenScaffold
        remote="catalog"
        screen="product"
        title={`Produto ${id}`}
        description="Detalhes do produto."
      />
    </Container>
  );
}
