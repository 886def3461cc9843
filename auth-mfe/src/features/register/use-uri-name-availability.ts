import { useCheckUriNameQuery } from '../common/auth-api';
import { URI_NAME_PATTERN, URI_NAME_RULE } from '../common/schemas';
import { useDebouncedValue } from './use-debounced-value';

export const AVAILABILITY_DEBOUNCE_MS = 400;

export const availabilityText = {
  checking: 'Verificando disponibilidade…',
  available: 'Disponível',
  taken: 'Já está em uso',
  reserved: 'Endereço reservado',
  invalid: URI_NAME_RULE,
} as const;

export type Availability =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'taken' | 'reserved' | 'invalid' };

/**
 * Whether a company address can be used, asked of the API once typing pauses. A failed check
 * says nothing: the sign-up call checks again.
 */
export function useUriNameAvailability(uriName: string): Availability {
  const settled = useDebouncedValue(uriName, AVAILABILITY_DEBOUNCE_MS);
  const wellFormed = URI_NAME_PATTERN.test(settled);
  const { currentData, isFetching } = useCheckUriNameQuery(settled, { skip: !wellFormed });
  if (!uriName) return { state: 'idle' };
  if (!URI_NAME_PATTERN.test(uriName)) return { state: settled === uriName ? 'invalid' : 'idle' };
  if (settled !== uriName) return { state: 'checking' };
  if (isFetching) return { state: 'checking' };
  if (!currentData) return { state: 'idle' };
  if (currentData.available) return { state: 'available' };
  return { state: currentData.reason ?? 'taken' };
}
