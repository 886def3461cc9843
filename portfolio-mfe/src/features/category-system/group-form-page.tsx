import { FormAutocomplete } from '@catalogo/shared-ui/panel';
import { LevelForm } from './level-form';
import { blankGroup, groupSchema } from './level-schema';
import { LEVELS, optionLabel, useLevelState } from './levels';

/** /panel/portifolio/category-system/group/form/:id? */
export function GroupFormPage() {
  // The category stays required (the API's rule) even while its level is off.
  const categoryOff = useLevelState('category') !== 'on';
  return (
    <LevelForm
      level="group"
      newTitle="Novo grupo"
      schema={groupSchema}
      blank={blankGroup}
      parent={
        <FormAutocomplete
          name="categoryId"
          label="Categoria"
          resource={LEVELS.category.resource}
          optionLabel={optionLabel('category')}
          required
          helperText={
            categoryOff
              ? 'O nível Categoria está desligado: ela só organiza os grupos aqui no painel.'
              : undefined
          }
        />
      }
    />
  );
}

export default GroupFormPage;
