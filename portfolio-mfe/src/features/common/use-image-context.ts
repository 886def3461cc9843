import { selectApiBaseUrl, useAppSelector, useTenantInfo } from '@catalogo/shared-auth';
import type { ImageContext } from '@catalogo/shared-ui/images';

/** Where `/_image` lives and which sources it resizes, for this host's tenant. */
export function useImageContext(): ImageContext {
  const apiBase = useAppSelector(selectApiBaseUrl);
  const mediaUrl = useTenantInfo()?.mediaUrl;
  return { apiBase, mediaUrl };
}
