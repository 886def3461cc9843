import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Box, Card, CardContent, Typography } from '@catalogo/shared-ui';
import { FormPage, FormTextField } from '@catalogo/shared-ui/panel';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { paths, resources } from '../../app/paths';
import { ErrorSummary } from './error-summary';
import { MaskedField } from './masked-field';
import { maskCnpj, maskPhone } from './masks';
import { ProfileVisual } from './profile-visual';
import {
  SOCIAL_NETWORKS,
  blankProfile,
  profileFieldLabels,
  profileLabels,
  profileSchema,
  profileToBody,
  profileToForm,
} from './profile-schema';
import { useTenantInfoSync } from './use-tenant-info-sync';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const twoColumns = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
};

/**
 * The saved profile's problems show at once: a profile saved before a rule existed (colours
 * without contrast) would otherwise keep Salvar disabled without saying why.
 */
function ShowStoredProblems({ row }: { row: PanelRow | null }) {
  const { trigger } = useFormContext();
  const version = row?.version;
  useEffect(() => {
    if (version !== undefined) void trigger();
  }, [version, trigger]);
  return null;
}

function ProfileFields({ row }: { row: PanelRow | null }) {
  useTenantInfoSync(row);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: 960 }}>
      <ShowStoredProblems row={row} />
      <ErrorSummary labels={profileFieldLabels} />
      <Section title="Empresa">
        <Box sx={twoColumns}>
          <FormTextField
            name="commercialName"
            label="Nome fantasia"
            required
            helperText="O nome que o catálogo mostra."
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          <FormTextField
            name="legalName"
            label="Razão social"
            required
            slotProps={{ htmlInput: { maxLength: 150 } }}
          />
          <MaskedField
            name="cnpj"
            label="CNPJ"
            required
            mask={maskCnpj}
            placeholder="00.000.000/0000-00"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Box>
      </Section>
      <Section title="Contato">
        <Box sx={twoColumns}>
          <MaskedField
            name="about.phone"
            label="Telefone"
            mask={maskPhone}
            placeholder="(11) 3456-7890"
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
          <MaskedField
            name="about.whatsapp"
            label="WhatsApp"
            mask={maskPhone}
            placeholder="(11) 98765-4321"
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
          <FormTextField
            name="about.email"
            label="E-mail"
            type="email"
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          <FormTextField
            name="about.website"
            label="Site"
            type="url"
            placeholder="https://www.suaempresa.com.br"
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField
              name="about.address"
              label="Endereço"
              fullWidth
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
          </Box>
        </Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Redes sociais
        </Typography>
        <Box sx={twoColumns}>
          {SOCIAL_NETWORKS.map(({ key, label }) => (
            <FormTextField
              key={key}
              name={`about.social.${key}`}
              label={label}
              type="url"
              placeholder="https://"
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
          ))}
        </Box>
      </Section>
      <Section title="Sobre">
        <FormTextField
          name="about.description"
          label="Sobre a empresa"
          multiline
          minRows={4}
          fullWidth
          helperText="Aparece na página inicial do catálogo. Até 2.000 caracteres."
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </Section>
      <Section title="Visual">
        <ProfileVisual />
      </Section>
    </Box>
  );
}

/** The company's public profile: what the catalogue shows about it, and in which colours. */
export function ProfilePage() {
  return (
    // The form's header offers the list and the history of a record; the profile has neither
    // (no list, and the API has no /profile/history): only its heading stays.
    <Box sx={{ '& > form > :first-child > :not(h1)': { display: 'none' } }}>
      <FormPage
        title="Perfil da empresa"
        resource={resources.profile.resource}
        id={resources.profile.id}
        schema={profileSchema}
        defaultValues={blankProfile}
        toForm={profileToForm}
        toBody={profileToBody}
        writePermission="profile:manage"
        labels={profileLabels}
        listPath={paths.portfolio}
        deletable={false}
      >
        {(form) => <ProfileFields row={form.row} />}
      </FormPage>
    </Box>
  );
}
