import { FormAutocomplete } from '@catalogo/shared-ui/panel';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { LevelForm } from './level-form';
import { blankSubgroup, subgroupSchema } from './level-schema';
import { codeAndName, LEVELS, optionLabel, useLevelState } from './levels';

const groupLabel = optionLabel('group');
/** `PAS — Pastilhas (FRE — Freios)`: a group named with its category, to tell alike ones apart. */
const groupWithCategory = (row: PanelRow) => {
  const category = codeAndName(row.category);
  return category ? `${groupLabel(row)} (${category})` : groupLabel(row);
};

/** /panel/portifolio/category-system/subgroup/form/:id? */
export function SubgroupFormPage() {
  // While the category level is off its names are left out of the group's options.
  const categoryOn = useLevelState('category') === 'on';
  const groupOff = useLevelState('group') !== 'on';
  return (
    <LevelForm
      level="subgroup"
      newTitle="Novo subgrupo"
      schema={subgroupSchema}
      blank={blankSubgroup}
      parent={
        <FormAutocomplete
          name="groupId"
          label="Grupo"
          resource={LEVELS.group.resource}
          optionLabel={categoryOn ? groupWithCategory : groupLabel}
          required
          helperText={
            groupOff
              ? 'O nível Grupo está desligado: ele só organiza os subgrupos aqui no painel.'
              : undefined
          }
        />
      }
    />
  );
}

export default SubgroupFormPage;
