import type { ProductRow } from './product-types';
import { ApplicationsPart } from './applications-part';
import { CrossReferences, OeReferences } from './references-part';
import { vehicleLabel } from './vehicle-label';
import type { PanelRow } from '@catalogo/shared-auth/panel';

/** Labels of the vehicles the API sent with the applications (when it expands them). */
function labelsOf(row: ProductRow | null): Record<string, string> {
  const labels: Record<string, string> = {};
  const list = Array.isArray(row?.applications)
    ? (row.applications as Record<string, unknown>[])
    : [];
  for (const application of list) {
    const vehicle = application.vehicle as PanelRow | undefined;
    if (vehicle && typeof application.vehicleId === 'string')
      labels[application.vehicleId] = vehicleLabel(vehicle);
  }
  return labels;
}

/** Referências: OE references, competitors' cross-references and the vehicle applications. */
export function RefSection({ row }: { row: ProductRow | null }) {
  return (
    <>
      <OeReferences />
      <CrossReferences />
      <ApplicationsPart initialLabels={labelsOf(row)} />
    </>
  );
}
