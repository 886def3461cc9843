import { useEffect, useRef } from 'react';
import { ContactButton } from '../contact/contact-button';
import { Merchandising } from '../promotions/merchandising';
import { SearchPage } from '../search/search-page';
import { useSearchActive } from '../search/search-params';
import { HomePage } from './home-page';

/**
 * The home: with a search in the address (a query, a filter, a later page) the results come
 * first and the hero, promotions and offers step aside. Starting a search from further down the
 * page (a vehicle, a facet) goes back to the top, where the results now are.
 */
export function HomeRoute() {
  const searching = useSearchActive();
  const wasSearching = useRef(searching);
  useEffect(() => {
    if (searching && !wasSearching.current) window.scrollTo({ top: 0 });
    wasSearching.current = searching;
  }, [searching]);
  return (
    <HomePage
      searching={searching}
      search={
        <Merchandising stepAside={searching}>
          <SearchPage />
        </Merchandising>
      }
      contact={<ContactButton fullWidth />}
    />
  );
}
