import { ApplicationsPart } from './applications-part';
import { CrossReferences, OeReferences } from './references-part';

/** Referências: OE references, competitors' cross-references and the vehicle applications. */
export function RefSection() {
  return (
    <>
      <OeReferences />
      <CrossReferences />
      <ApplicationsPart />
    </>
  );
}
