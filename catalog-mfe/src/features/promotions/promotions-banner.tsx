import { useRef, useState } from 'react';
import { Box, ChevronRightIcon, Container, formatDate } from '@catalogo/shared-ui';
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

// On a phone the slides are swiped (an arrow there would cover the banner's lettering).
const arrow = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: { xs: 'none', sm: 'grid' },
  placeItems: 'center',
  width: 40,
  height: 40,
  p: 0,
  border: 0,
  borderRadius: '50%',
  bgcolor: 'rgba(255,255,255,0.9)',
  color: 'text.primary',
  boxShadow: 2,
  cursor: 'pointer',
  '&:hover': { bgcolor: '#fff' },
  ...focusRing,
} as const;

/** Where slide `index` starts in the list's scroll. */
const slideLeft = (list: HTMLElement, index: number) =>
  (list.children[index] as HTMLElement).offsetLeft - (list.children[0] as HTMLElement).offsetLeft;

/**
 * The company's running promotions, one banner per slide: swiped or scrolled sideways, or moved
 * with the arrows and the dots under it (the list's own scrollbar is hidden).
 */
export function PromotionsBanner() {
  const { data: promotions = [] } = useGetPromotionsQuery();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  if (promotions.length === 0) return null;
  const count = promotions.length;
  const show = (index: number) => {
    const list = track.current;
    if (!list) return;
    const next = (index + count) % count;
    list.scrollTo({ left: slideLeft(list, next), behavior: 'smooth' });
    setCurrent(next);
  };
  const scrolled = () => {
    const list = track.current;
    const step = list && count > 1 ? slideLeft(list, 1) : 0;
    if (!list || step <= 0) return; // one slide, or none laid out
    setCurrent(Math.min(count - 1, Math.round(list.scrollLeft / step)));
  };
  return (
    <Container component="section" aria-labelledby="promotions-title" sx={{ pt: 3 }}>
      <Box component="h2" id="promotions-title" sx={visuallyHidden}>
        Promoções
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Box
          component="ul"
          ref={track}
          tabIndex={0}
          aria-label="Promoções em andamento"
          onScroll={scrolled}
          sx={{
            display: 'flex',
            gap: 2,
            m: 0,
            p: 0,
            listStyle: 'none',
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            scrollbarWidth: 'none',
            '&::-webkit-scrollbar': { display: 'none' },
            ...focusRing,
          }}
        >
          {promotions.map((promotion, index) => (
            <PromotionSlide key={promotion.id} promotion={promotion} first={index === 0} />
          ))}
        </Box>
        {count > 1 && (
          <>
            <Box
              component="button"
              type="button"
              aria-label="Promoção anterior"
              onClick={() => show(current - 1)}
              sx={{ ...arrow, left: 16 }}
            >
              <ChevronRightIcon sx={{ transform: 'scaleX(-1)' }} />
            </Box>
            <Box
              component="button"
              type="button"
              aria-label="Próxima promoção"
              onClick={() => show(current + 1)}
              sx={{ ...arrow, right: 16 }}
            >
              <ChevronRightIcon />
            </Box>
          </>
        )}
      </Box>
      {count > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5, mt: 1 }}>
          {promotions.map((promotion, index) => (
            <Box
              key={promotion.id}
              component="button"
              type="button"
              aria-label={`Promoção ${index + 1} de ${count}: ${promotion.title}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 24,
                height: 24,
                p: 0,
                border: 0,
                borderRadius: '50%',
                bgcolor: 'transparent',
                cursor: 'pointer',
                ...focusRing,
                '&::before': {
                  content: '""',
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  bgcolor: index === current ? 'primary.main' : 'action.disabled',
                },
              }}
            />
          ))}
        </Box>
      )}
    </Container>
  );
}
