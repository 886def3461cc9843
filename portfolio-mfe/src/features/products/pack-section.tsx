import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSelect, FormTextField } from '@catalogo/shared-ui/panel';
import { DecimalField } from './decimal-field';
import { FieldGrid, SectionPart } from './field-grid';
import { GtinField } from './gtin-field';
import type { ProductValues } from './product-schema';
import { SALES_UNITS } from './product-types';

const count = { min: 1, step: 1, inputMode: 'numeric' as const };

/** A new gross weight re-judges the net weight already typed (net ≤ gross). */
function WeightsRule() {
  const { trigger, getFieldState } = useFormContext<ProductValues>();
  const gross = useWatch<ProductValues, 'grossWeight'>({ name: 'grossWeight' });
  useEffect(() => {
    if (getFieldState('netWeight').isTouched) void trigger('netWeight');
  }, [gross, trigger, getFieldState]);
  return null;
}

/** Embalagem: sales unit, quantities, barcodes, weights and dimensions. */
export function PackSection() {
  return (
    <>
      <SectionPart title="Venda">
        <FieldGrid>
          <FormSelect
            name="salesUnit"
            label="Unidade de venda"
            options={SALES_UNITS}
            emptyLabel="Não informada"
          />
          <FormTextField
            name="qtyPerPack"
            label="Quantidade por embalagem"
            type="number"
            slotProps={{ htmlInput: count }}
          />
          <FormTextField
            name="salesMultiple"
            label="Múltiplo de venda"
            type="number"
            helperText="Vende-se em múltiplos desta quantidade."
            slotProps={{ htmlInput: count }}
          />
        </FieldGrid>
      </SectionPart>
      <SectionPart title="Códigos de barras">
        <FieldGrid min={240}>
          <GtinField
            name="ean13"
            label="EAN/GTIN"
            maxLength={14}
            helperText="EAN-13 (ou GTIN-8, 12, 14) com o dígito verificador, ou SEM GTIN."
          />
          <GtinField
            name="dun14"
            label="DUN-14"
            maxLength={14}
            helperText="Código da caixa de embarque: 14 dígitos."
          />
        </FieldGrid>
      </SectionPart>
      <SectionPart title="Pesos e medidas" help="Use vírgula para decimais: 0,35.">
        <FieldGrid>
          <DecimalField name="netWeight" label="Peso líquido" unit="kg" />
          <DecimalField name="grossWeight" label="Peso bruto" unit="kg" />
          <WeightsRule />
          <DecimalField name="height" label="Altura" unit="cm" />
          <DecimalField name="width" label="Largura" unit="cm" />
          <DecimalField name="length" label="Comprimento" unit="cm" />
        </FieldGrid>
      </SectionPart>
    </>
  );
}
