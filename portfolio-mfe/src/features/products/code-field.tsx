import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormTextField, useFormReadOnly } from '@catalogo/shared-ui/panel';
import { useGetCodeAvailableQuery } from './products-api';

const DELAY_MS = 400;

/** The product's code, asking the API (debounced) whether it is free as the user types. */
export function CodeField({ id, savedCode }: { id: string | undefined; savedCode: string | null }) {
  const readOnly = useFormReadOnly();
  const { getFieldState } = useFormContext();
  const code = ((useWatch({ name: 'code' }) as string | undefined) ?? '').trim().toUpperCase();
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(code), DELAY_MS);
    return () => clearTimeout(timer);
  }, [code]);
  const skip = readOnly || !asked || asked === savedCode || asked !== code;
  const answer = useGetCodeAvailableQuery({ code: asked, id }, { skip });
  const invalid = !!getFieldState('code').error;

  let hint = 'Único na empresa: letras, números, espaço, ponto, barra ou hífen.';
  if (!skip && !invalid) {
    if (answer.isFetching) hint = 'Verificando o código…';
    else if (answer.data?.available === false)
      hint = `O código ${answer.data.normalized} já está em uso por outro produto.`;
    else if (answer.data?.available) hint = `Código ${answer.data.normalized} disponível.`;
  }
  const taken = !skip && !answer.isFetching && answer.data?.available === false;
  return (
    <FormTextField
      name="code"
      label="Código"
      required
      helperText={hint}
      color={taken ? 'warning' : undefined}
      focused={taken || undefined}
      slotProps={{
        htmlInput: {
          maxLength: 40,
          autoCapitalize: 'characters',
          spellCheck: false,
          style: { textTransform: 'uppercase' },
        },
        formHelperText: { role: 'status' } as object,
      }}
    />
  );
}
