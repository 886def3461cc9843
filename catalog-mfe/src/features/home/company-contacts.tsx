import { Link, List, ListItem, ListItemText } from '@catalogo/shared-ui';

const labels: [key: string, label: string][] = [
  ['phone', 'Telefone'],
  ['whatsapp', 'WhatsApp'],
  ['email', 'E-mail'],
  ['address', 'Endereço'],
  ['website', 'Site'],
];

/** The company's contacts from tenant-info's companyAbout. */
export function CompanyContacts({ about }: { about: Record<string, string | undefined> }) {
  const present = labels.filter(([key]) => about[key]);
  if (present.length === 0) return null;
  return (
    <List dense disablePadding>
      {present.map(([key, label]) => (
        <ListItem key={key} disableGutters>
          <ListItemText
            primary={label}
            secondary={
              key === 'website' && about.website?.startsWith('https://') ? (
                <Link href={about.website} target="_blank" rel="noopener noreferrer">
                  {about.website}
                </Link>
              ) : (
                about[key]
              )
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
