import { Box, Link, Typography } from '@catalogo/shared-ui';

const labels: [key: string, label: string][] = [
  ['phone', 'Telefone'],
  ['whatsapp', 'WhatsApp'],
  ['email', 'E-mail'],
  ['address', 'Endereço'],
  ['website', 'Site'],
];

/**
 * The company's contacts from tenant-info's companyAbout: a description list (each contact's
 * name and value), plain markup, so the first page loads no list component for it.
 */
export function CompanyContacts({ about }: { about: Record<string, string | undefined> }) {
  const present = labels.filter(([key]) => about[key]);
  if (present.length === 0) return null;
  return (
    <Box component="dl" sx={{ my: 0 }}>
      {present.map(([key, label]) => (
        <Box key={key} sx={{ py: 0.75 }}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {key === 'website' && about.website?.startsWith('https://') ? (
              <Link href={about.website} target="_blank" rel="noopener noreferrer">
                {about.website}
              </Link>
            ) : (
              about[key]
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
