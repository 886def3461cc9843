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

/**
 * With a search (`stepAside`) the results come first: no promotions or offers, nothing waited
 * for and nothing asked for. `children` keeps its place in the tree either way, so the search
 * below is not mounted afresh (and does not reload) when a search starts or ends.
 */
export function Merchandising(props: { children: ReactNode; stepAside?: boolean }) {
  const { children, stepAside = false } = props;
  const promotions = useDeferredValue(useGetPromotionsQuery(undefined, { skip: stepAside }));
  const offers = useDeferredValue(useGetOffersQuery(undefined, { skip: stepAside }));
  const [deadlinePassed, setDeadlinePassed] = useState(false);
  useEffect(() => {
    // A slow answer must not hide the search: after the deadline it is drawn anyway.
    const timer = setTimeout(() => setDeadlinePassed(true), WAIT_AT_MOST_MS);
    return () => clearTimeout(timer);
  }, []);
  if (stepAside || deadlinePassed || (!promotions.isLoading && !offers.isLoading))
    firstAnswerIn = true;
  // Holding a screen's height keeps what is below (about, contacts) from being pushed down.
  if (!firstAnswerIn) return <Box aria-busy="true" sx={{ minHeight: '100vh' }} />;
  return (
    <>
      {!stepAside && <PromotionsBanner />}
      {!stepAside && <OffersSection />}
      {children}
    </>
  );
}
