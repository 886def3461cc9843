import { Box, Container, Typography } from '@catalogo/shared-ui';
import { ProductCard } from '../../common/product-card';
import { useGetOffersQuery } from './promotions-api';

/** Products on offer now, when the company shows prices and has any. */
// Two columns on a phone, three from 600 px, four from 900 px (the grid below).
const OFFER_SIZES =
  '(min-width: 1200px) 280px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw';

export function OffersSection() {
  const { data: offers = [] } = useGetOffersQuery();
  if (offers.length === 0) return null;
  return (
    <Container component="section" aria-labelledby="offers-title" sx={{ pt: 3 }}>
      <Typography id="offers-title" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
        Ofertas
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 2,
          m: 0,
          p: 0,
          listStyle: 'none',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {offers.map((offer) => (
          <li key={offer.product.id}>
            <ProductCard product={offer.product} price={offer.price} sizes={OFFER_SIZES} />
          </li>
        ))}
      </Box>
    </Container>
  );
}
