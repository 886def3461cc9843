import { selectApiBaseUrl, useAppSelector, useTenantInfo } from '@catalogo/shared-auth';
import type { ImageContext } from './image-url';

/** Where `/_image` lives and which sources it accepts, for this host's tenant. */
export function useImageContext(): ImageContext {
  const apiBase = useAppSelector(selectApiBaseUrl);
  const mediaUrl = useTenantInfo()?.mediaUrl;
  return { apiBase, mediaUrl };
}
