import { useEffect, useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import { useSearchParams } from '@catalogo/shared-ui';
import { FormPage } from '@catalogo/shared-ui/panel';
import type { PanelForm } from '@catalogo/shared-ui/panel';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { paths, resources } from '../../app/paths';
import { DetailSection } from './detail-section';
import { ImageSection } from './image-section';
import { InfoSection } from './info-section';
import { MainSection } from './main-section';
import { PackSection } from './pack-section';
import {
  blankProduct,
  productBody,
  productLabels,
  productSchema,
  productToForm,
} from './product-schema';
import type { ProductValues } from './product-schema';
import { SECTIONS, sectionInfo } from './product-types';
import type { CompletenessSection, ProductRow, SectionKey } from './product-types';
import { RefSection } from './ref-section';
import { ReviewSection } from './review-section';
import { SectionTabs } from './section-tabs';
import type { TabState } from './section-tabs';
import { errorsBySection } from './section-errors';
import { TaxSection } from './tax-section';

const toForm = (row: PanelRow) => productToForm(row);
const isDraft = (row: PanelRow) => row.status === 'draft';

/**
 * A product: `product/form/:id?` (every section, from the first tab), or one section's route
 * `product/form/template/<Section>?id=` (that tab of the product, or of a new one).
 */
export function ProductFormPage({ section }: { section?: SectionKey }) {
  const [search] = useSearchParams();
  const template = section ? sectionInfo(section) : null;
  const id = template ? (search.get('id') ?? undefined) : undefined;
  const title = template ? `Produto: ${template.title}` : 'Produto';
  return (
    <FormPage<ProductValues>
      title={title}
      newTitle={template ? title : 'Novo produto'}
      resource={resources.products}
      schema={productSchema}
      defaultValues={blankProduct}
      toForm={toForm}
      toBody={productBody}
      writePermission="portfolio:write"
      labels={productLabels}
      listPath={paths.products}
      readOnlyControls="fields"
      // Only a draft is deleted; a published product is discontinued instead (Revisão).
      deletable={isDraft}
      editPath={
        template
          ? (newId) => `${paths.productTemplates}/${template.template}?id=${newId}`
          : undefined
      }
      id={id}
    >
      {(form) => <ProductSections form={form} initial={section ?? 'main'} />}
    </FormPage>
  );
}

function ProductSections({
  form,
  initial,
}: {
  form: PanelForm<ProductValues>;
  initial: SectionKey;
}) {
  const [tab, setTab] = useState<SectionKey>(initial);
  const { errors, submitCount } = useFormState({ control: form.control });
  const counts = errorsBySection(errors);
  const row = form.row as ProductRow | null;
  const completeness = row?.completeness;
  const states = Object.fromEntries(
    SECTIONS.map(({ key }) => {
      const percent =
        key === 'review'
          ? null
          : (completeness?.sections[key as CompletenessSection]?.percent ?? null);
      return [key, { errors: counts[key], percent } satisfies TabState];
    }),
  ) as Record<SectionKey, TabState>;

  // After a save the API refused, show the first tab with a field in error when this one has none.
  const handled = useRef(0);
  const firstWithErrors = SECTIONS.find((s) => counts[s.key] > 0)?.key;
  useEffect(() => {
    if (submitCount <= handled.current || !firstWithErrors) return;
    handled.current = submitCount;
    if (counts[tab] === 0) setTab(firstWithErrors);
  }, [submitCount, firstWithErrors, counts, tab]);

  const goTo = (section: SectionKey, field?: string) => {
    setTab(section);
    if (field)
      setTimeout(() => {
        try {
          form.setFocus(field as Path<ProductValues>);
        } catch {
          // a field that is not drawn (a level switched off) cannot take the focus
        }
      }, 50);
  };

  return (
    <SectionTabs current={tab} states={states} onChange={setTab}>
      {tab === 'main' && <MainSection row={row} />}
      {tab === 'detail' && <DetailSection />}
      {tab === 'image' && <ImageSection />}
      {tab === 'info' && <InfoSection />}
      {tab === 'pack' && <PackSection />}
      {tab === 'ref' && <RefSection />}
      {tab === 'review' && <ReviewSection row={row} counts={counts} goTo={goTo} />}
      {tab === 'tax' && <TaxSection />}
    </SectionTabs>
  );
}
