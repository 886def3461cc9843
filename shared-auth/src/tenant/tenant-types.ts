export interface TenantInfo {
  id: string;
  commercialName: string;
  uriName: string;
  situation: string;
  companyAbout: Record<string, unknown> | null;
  companyLayout: {
    colorSeccondary?: string | null;
    colorSeccondaryContrast?: string | null;
    logo?: string | null;
    banner?: string | null;
    [key: string]: unknown;
  } | null;
  companyRule: Record<string, unknown> | null;
  /** Object storage base URL: images under it are resized by the API's image proxy. */
  mediaUrl?: string;
}

export type CategoryLevel = 'category' | 'group' | 'subgroup';

export interface CategorySettings {
  status: boolean;
  metadata: { level: CategoryLevel; status: boolean }[];
}
