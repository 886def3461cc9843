import { memo, useDeferredValue, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Container,
  Link,
  RouterLink,
  Stack,
  TenantButton,
  Typography,
  formatCurrency,
  formatDate,
  formatNumber,
  useParams,
} from '@catalogo/shared-ui';
import { useDocumentTitle } from '@catalogo/shared-auth';
import { addToCart, clampQuantity, MAX_QUANTITY } from '../../common/cart/cart-store';
import { openCart } from '../../common/cart/cart-ui';
import { useGetProductQuery } from '../../common/catalog-api';
import { categoryPath, useCategoryLevels } from '../../common/category-levels';
import { control } from '../../common/styles';
import type { ProductDetail } from '../../common/catalog-api';
import { useImageContext } from '../../common/images/use-image-context';
import { imageUrl } from '../../common/images/image-url';
import { usePageUrl } from '../../common/page-origin';
import { productPath } from '../../app/paths';
import { ApplicationsTable } from './applications-table';
import { ProductGallery } from './product-gallery';
import {
  JsonLd,
  metaDescriptionOf,
  productJsonLd,
  productName,
  useMetaDescription,
} from './product-seo';
import { DataTable, Facts, Section } from './section';
import { InfoText } from './info-text';

/** Two columns from 900 px, one on a phone; a column never grows past its share. */
const twoColumns = {
  display: 'grid',
  '& > *': { minWidth: 0 },
  gap: 3,
  gridTemplateColumns: { md: '1fr 1fr' },
  alignItems: 'start',
} as const;

const TAX_ORIGINS: Record<number, string> = {
  0: '0 – Nacional',
  1: '1 – Estrangeira, importação direta',
  2: '2 – Estrangeira, adquirida no mercado interno',
  3: '3 – Nacional, conteúdo de importação acima de 40%',
  4: '4 – Nacional, processos produtivos básicos',
  5: '5 – Nacional, conteúdo de importação até 40%',
  6: '6 – Estrangeira, importação direta, sem similar nacional',
  7: '7 – Estrangeira, mercado interno, sem similar nacional',
  8: '8 – Nacional, conteúdo de importação acima de 70%',
};

const measure = (value: number | null, unit: string) =>
  value === null ? null : `${formatNumber(value)} ${unit}`;

/** Reference codes by their owner (a vehicle maker or another brand); nothing when empty. */
function ReferenceTable(props: {
  title: string;
  caption: string;
  owner: string;
  rows: { id: string; name: string; code: string }[];
}) {
  if (props.rows.length === 0) return null;
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {props.title}
      </Typography>
      <DataTable
        caption={props.caption}
        headers={[props.owner, 'Código']}
        rows={props.rows.map((row) => ({
          key: `${row.id}-${row.code}`,
          cells: [row.name, <code key="code">{row.code}</code>],
        }))}
      />
    </Box>
  );
}

/** The quantity box and the button that puts the product in the quote cart. */
function AddToCart({ product, image }: { product: ProductDetail; image: string | null }) {
  const step = Math.max(1, product.pack.salesMultiple ?? 1);
  // Text while typing (the box may be empty for a moment); a whole number when added.
  const [text, setText] = useState(String(step));
  const quantity = clampQuantity(Number.parseInt(text, 10) || step);
  const add = () => {
    setText(String(quantity));
    addToCart(
      {
        productId: product.id,
        code: product.code,
        description: productName(product),
        brand: product.brand.name,
        image,
      },
      quantity,
    );
    // The cart itself confirms it (a toast would sit over the cart's own button).
    openCart();
  };
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'flex-end', flexWrap: 'wrap', rowGap: 1.5 }}
    >
      <Box component="label" sx={{ display: 'grid', '& > *': { minWidth: 0 }, gap: 0.5 }}>
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          Quantidade
        </Typography>
        <Box
          component="input"
          type="number"
          min={step}
          step={step}
          max={MAX_QUANTITY}
          value={text}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
          onBlur={() => setText(String(quantity))}
          sx={{ ...control, width: 110 }}
        />
      </Box>
      <TenantButton size="large" onClick={add}>
        Adicionar ao orçamento
      </TenantButton>
      <Button size="large" onClick={openCart}>
        Ver orçamento
      </Button>
    </Stack>
  );
}

// Memoised: a re-render of the page for a query's status alone does not draw the product again.
const ProductView = memo(function ProductView({
  product,
  contact,
}: {
  product: ProductDetail;
  contact?: ReactNode;
}) {
  const context = useImageContext();
  const name = productName(product);
  // The category path shows the levels the settings have on (the API leaves the others out too).
  const levelsOn = useCategoryLevels();
  const url = usePageUrl(productPath(product.id));
  useMetaDescription(metaDescriptionOf(product, levelsOn));
  const images = product.images.map((image) => imageUrl(image.url, context, { width: 1024 }));
  const levels = categoryPath(product, levelsOn);
  const pack = product.pack;
  const tax = product.tax;

  return (
    <Container
      sx={{ py: { xs: 2, md: 4 }, display: 'grid', gap: 3 }}
      data-remote="catalog"
      data-screen="product"
    >
      <JsonLd data={productJsonLd(product, { url, images, levels: levelsOn })} />
      <Box component="nav" aria-label="Navegação estrutural">
        <Box
          component="ol"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            listStyle: 'none',
            m: 0,
            p: 0,
            fontSize: '0.875rem',
            color: 'text.secondary',
            '& li + li::before': { content: '"›"', mr: 1 },
          }}
        >
          <li>
            <Link component={RouterLink} to="/">
              Catálogo
            </Link>
          </li>
          {levels.map((level) => (
            <li key={level.id}>{level.name}</li>
          ))}
          <li aria-current="page">{product.code}</li>
        </Box>
      </Box>

      <Box
        sx={{
          display: 'grid',
          '& > *': { minWidth: 0 },
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { md: '5fr 7fr' },
          alignItems: 'start',
        }}
      >
        <ProductGallery product={product} />
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
            Código {product.code}
          </Typography>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800, lineHeight: 1.2 }}>
            {name}
          </Typography>
          <Typography variant="h6" component="p" color="primary" sx={{ fontWeight: 700 }}>
            {product.brand.name}
          </Typography>
          {product.status === 'discontinued' && (
            <Box
              role="note"
              sx={{
                p: 1.5,
                borderRadius: 1,
                // Dark text on a pale amber (about 9:1): white on the theme's orange read at 2:1.
                bgcolor: '#fff4e5',
                color: '#663c00',
                borderLeft: 4,
                borderColor: 'warning.main',
              }}
            >
              Produto fora de linha.
              {product.replacedBy && (
                <>
                  {' '}
                  Substituído por{' '}
                  <Link
                    component={RouterLink}
                    to={productPath(product.replacedBy.id)}
                    sx={{ fontWeight: 700, color: 'inherit' }}
                  >
                    {product.replacedBy.code}
                  </Link>
                  .
                </>
              )}
            </Box>
          )}
          {product.offer && (
            <Box>
              <Typography variant="body2" color="text.secondary">
                Oferta
                {product.offer.endsAt ? ` válida até ${formatDate(product.offer.endsAt)}` : ''}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
                {formatCurrency(product.offer.price)}
              </Typography>
            </Box>
          )}
          <Facts
            rows={[
              ['Posição', product.position],
              ['Unidade de venda', pack.salesUnit],
              [
                'Múltiplo de venda',
                pack.salesMultiple === null ? null : formatNumber(pack.salesMultiple),
              ],
              ['EAN', pack.ean13],
            ]}
          />
          {product.status !== 'discontinued' && (
            <AddToCart product={product} image={product.images[0]?.url ?? null} />
          )}
          {contact}
        </Stack>
      </Box>

      {product.criteria.length > 0 && (
        <Section id="criteria" title="Características técnicas">
          <Facts
            rows={product.criteria.map((c) => [c.name, c.unit ? `${c.value} ${c.unit}` : c.value])}
          />
        </Section>
      )}

      <Section id="applications" title="Aplicações">
        <ApplicationsTable applications={product.applications} />
      </Section>

      {(product.oeRefs.length > 0 || product.crossRefs.length > 0) && (
        <Section id="references" title="Referências">
          <Box sx={twoColumns}>
            <ReferenceTable
              title="Originais (montadora)"
              caption="Referências originais"
              owner="Montadora"
              rows={product.oeRefs.map((ref) => ({ ...ref.factory, code: ref.code }))}
            />
            <ReferenceTable
              title="Equivalentes (outras marcas)"
              caption="Referências cruzadas"
              owner="Marca"
              rows={product.crossRefs.map((ref) => ({ ...ref.brand, code: ref.code }))}
            />
          </Box>
        </Section>
      )}

      <Box sx={twoColumns}>
        <Section id="pack" title="Embalagem">
          <Facts
            rows={[
              ['Unidade de venda', pack.salesUnit],
              [
                'Quantidade por embalagem',
                pack.qtyPerPack === null ? null : formatNumber(pack.qtyPerPack),
              ],
              ['EAN-13', pack.ean13],
              ['DUN-14', pack.dun14],
              ['Peso líquido', measure(pack.netWeight, 'kg')],
              ['Peso bruto', measure(pack.grossWeight, 'kg')],
              ['Altura', measure(pack.height, 'cm')],
              ['Largura', measure(pack.width, 'cm')],
              ['Comprimento', measure(pack.length, 'cm')],
            ]}
          />
        </Section>
        <Section id="tax" title="Dados fiscais">
          <Facts
            rows={[
              ['NCM', tax.ncm],
              ['CEST', tax.cest],
              [
                'Origem',
                tax.origin === null ? null : (TAX_ORIGINS[tax.origin] ?? String(tax.origin)),
              ],
              ['IPI', tax.ipiRate === null ? null : `${formatNumber(tax.ipiRate)}%`],
              ['EX TIPI', tax.exTipi],
            ]}
          />
        </Section>
      </Box>

      {(product.infoText || product.notes) && (
        <Section id="info" title="Informações">
          {product.infoText && <InfoText html={product.infoHtml} text={product.infoText} />}
          {product.notes && (
            <Typography
              color="text.secondary"
              sx={{ mt: product.infoText ? 2 : 0, whiteSpace: 'pre-line' }}
            >
              {product.notes}
            </Typography>
          )}
        </Section>
      )}
    </Container>
  );
});

function ProductSkeleton() {
  const block = (height: number | string) => ({ bgcolor: 'action.hover', borderRadius: 2, height });
  return (
    <Container
      sx={{ py: 4, display: 'grid', '& > *': { minWidth: 0 }, gap: 3 }}
      role="status"
      aria-label="Carregando produto"
    >
      <Box
        sx={{
          display: 'grid',
          '& > *': { minWidth: 0 },
          gap: 5,
          gridTemplateColumns: { md: '5fr 7fr' },
        }}
      >
        <Box sx={{ ...block('auto'), aspectRatio: '1' }} />
        <Stack spacing={2}>
          <Box sx={block(20)} />
          <Box sx={block(48)} />
          <Box sx={block(28)} />
          <Box sx={block(120)} />
        </Stack>
      </Box>
    </Container>
  );
}

/** Product detail `/product/{id}`: gallery, data, criteria, references, applications, pack, tax. */
export function ProductPage({ contact }: { contact?: (product: ProductDetail) => ReactNode }) {
  const { id = '' } = useParams();
  // currentData, not data: data keeps the previous product while another one loads (or fails).
  const {
    currentData: data,
    error,
    isFetching,
    refetch,
  } = useDeferredValue(useGetProductQuery(id));
  const status = (error as { status?: unknown } | undefined)?.status;
  useDocumentTitle(
    data
      ? `${productName(data)} ${data.code}`
      : status === 404
        ? 'Produto não encontrado'
        : 'Produto',
  );

  const contactArea = useMemo(() => (data ? contact?.(data) : undefined), [contact, data]);

  // Keyed by product: quantity, gallery position and filter start afresh on another product.
  if (data) return <ProductView key={data.id} product={data} contact={contactArea} />;
  if (!error || isFetching) return <ProductSkeleton />;
  return (
    <Container sx={{ py: 6 }} data-remote="catalog" data-screen="product">
      <Stack spacing={2} sx={{ maxWidth: 560 }} role="alert">
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {status === 404 ? 'Produto não encontrado' : 'Não foi possível carregar o produto'}
        </Typography>
        <Typography color="text.secondary">
          {status === 404
            ? 'Este produto não existe ou não está mais disponível no catálogo.'
            : 'Verifique sua conexão e tente novamente.'}
        </Typography>
        <Stack direction="row" spacing={1}>
          {status !== 404 && (
            <TenantButton onClick={() => void refetch()} pending={isFetching}>
              Tentar novamente
            </TenantButton>
          )}
          <Button component={RouterLink} to="/" variant="outlined">
            Voltar ao catálogo
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
