import { Box, Container, formatDate } from '@catalogo/shared-ui';
import { BANNER_IMAGE, imageAttributes } from '../../common/images/image-url';
import { useImageContext } from '../../common/images/use-image-context';
import { focusRing, visuallyHidden } from '../../common/styles';
import { useGetPromotionsQuery } from './promotions-api';
import type { Promotion } from './promotions-api';

function PromotionSlide({ promotion, first }: { promotion: Promotion; first: boolean }) {
  const context = useImageContext();
  const until = promotion.endsAt ? `Válida até ${formatDate(promotion.endsAt)}` : null;
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        flex: '0 0 100%',
        scrollSnapAlign: 'start',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'primary.dark',
        aspectRatio: '3 / 1',
        minHeight: 120,
      }}
    >
      {promotion.banner && (
        <Box
          component="img"
          {...imageAttributes(promotion.banner, context, BANNER_IMAGE)}
          width={1200}
          height={400}
          alt=""
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      {/* A banner carries its own lettering: the title stays in the page as text for readers
          and search engines, shown only when there is no picture. */}
      <Box
        sx={
          promotion.banner
            ? visuallyHidden
            : {
                position: 'absolute',
                inset: 0,
                p: { xs: 2, md: 4 },
                color: '#fff',
                display: 'grid',
                alignContent: 'center',
              }
        }
      >
        <Box component="h3" sx={{ m: 0, fontSize: { xs: '1.25rem', md: '2rem' }, fontWeight: 800 }}>
          {promotion.title}
        </Box>
      </Box>
      {until && (
        <Box
          component="p"
          sx={{
            position: 'absolute',
            right: { xs: 8, md: 16 },
            top: { xs: 8, md: 'auto' },
            bottom: { xs: 'auto', md: 16 },
            m: 0,
            px: 1.25,
            py: 0.5,
            borderRadius: 99,
            fontSize: { xs: '0.6875rem', md: '0.8125rem' },
            fontWeight: 600,
            bgcolor: 'rgba(0,0,0,0.6)',
            color: '#fff',
          }}
        >
          {until}
        </Box>
      )}
    </Box>
  );
}

/** The company's running promotions, one banner per slide, swiped or scrolled sideways. */
export function PromotionsBanner() {
  const { data: promotions = [] } = useGetPromotionsQuery();
  if (promotions.length === 0) return null;
  return (
    <Container component="section" aria-labelledby="promotions-title" sx={{ pt: 3 }}>
      <Box component="h2" id="promotions-title" sx={visuallyHidden}>
        Promoções
      </Box>
      <Box
        component="ul"
        tabIndex={0}
        aria-label="Promoções em andamento"
        sx={{
          display: 'flex',
          gap: 2,
          m: 0,
          p: 0,
          listStyle: 'none',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          ...focusRing,
        }}
      >
        {promotions.map((promotion, index) => (
          <PromotionSlide key={promotion.id} promotion={promotion} first={index === 0} />
        ))}
      </Box>
    </Container>
  );
}
