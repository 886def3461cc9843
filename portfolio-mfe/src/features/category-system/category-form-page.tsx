import { LevelForm } from './level-form';
import { blankCategory, categorySchema } from './level-schema';

/** /panel/portifolio/category-system/category/form/:id? */
export function CategoryFormPage() {
  return (
    <LevelForm
      level="category"
      newTitle="Nova categoria"
      schema={categorySchema}
      blank={blankCategory}
    />
  );
}

export default CategoryFormPage;
