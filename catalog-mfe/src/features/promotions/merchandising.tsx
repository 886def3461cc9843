import { useDeferredValue, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Box } from '@catalogo/shared-ui';
import { OffersSection } from './offers-section';
import { PromotionsBanner } from './promotions-banner';
import { useGetOffersQuery, useGetPromotionsQuery } from './promotions-api';

/**
 * Promotions and offers, then `children` (the search). Nothing below the hero is drawn until
 * both have answered (or failed): drawn earlier, the search would jump down when the banner and
 * the offers arrive above it (a layout shift of half the screen).
 */
// Only the first load waits: the area below may suspend and mount this again, and a failed query
// is asked again on every mount; waiting each time would hide the search while it retries.
let firstAnswerIn = false;
const WAIT_AT_MOST_MS = 1500;

export function Merchandising({ children }: { children: ReactNode }) {
  const promotions = useDeferredValue(useGetPromotionsQuery());
  const offers = useDeferredValue(useGetOffersQuery());
  const [deadlinePassed, setDeadlinePassed] = useState(false);
  useEffect(() => {
    // A slow answer must not hide the search: after the deadline it is drawn anyway.
    const timer = setTimeout(() => setDeadlinePassed(true), WAIT_AT_MOST_MS);
    return () => clearTimeout(timer);
  }, []);
  if (deadlinePassed || (!promotions.isLoading && !offers.isLoading)) firstAnswerIn = true;
  // Holding a screen's height keeps what is below (about, contacts) from being pushed down.
  if (!firstAnswerIn) return <Box aria-busy="true" sx={{ minHeight: '100vh' }} />;
  return (
    <>
      <PromotionsBanner />
      <OffersSection />
      {children}
    </>
  );
}
