import type { Control } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { CompanyAddressField } from '../common/company-address-field';
import type { RegisterInput } from './register-schema';
import { availabilityText } from './use-uri-name-availability';
import type { Availability } from './use-uri-name-availability';

const HINT = 'O endereço do catálogo da sua empresa.';

/** The company address with its live availability under it (a form error takes precedence). */
export function UriNameField({
  control,
  availability,
}: {
  control: Control<RegisterInput>;
  availability: Availability;
}) {
  const status = availability.state === 'idle' ? null : availabilityText[availability.state];
  const unavailable = ['taken', 'reserved', 'invalid'].includes(availability.state);
  return (
    <Controller
      name="company.uriName"
      control={control}
      render={({ field, fieldState }) => (
        <CompanyAddressField
          field={field}
          error={Boolean(fieldState.error) || unavailable}
          helperText={fieldState.error?.message ?? status ?? HINT}
          success={availability.state === 'available'}
        />
      )}
    />
  );
}
