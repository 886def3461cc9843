import { z } from 'zod';

// Mirrors api/src/modules/portfolio/portfolio.resources.ts (categories, groups, subgroups).

const CODE = /^[A-Z0-9][A-Z0-9._-]*$/;

const levelFields = {
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'Informe o código.')
    .max(20, 'Use no máximo 20 caracteres.')
    .regex(CODE, 'Use letras, números, ponto, hífen ou sublinhado.'),
  name: z.string().trim().min(1, 'Informe o nome.').max(120, 'Use no máximo 120 caracteres.'),
  sortOrder: z
    .number({ error: 'Informe a ordem.' })
    .int('Use um número inteiro.')
    .min(0, 'Use de 0 a 9999.')
    .max(9999, 'Use de 0 a 9999.'),
  active: z.boolean(),
};

/** A required parent's id (the picker leaves null when cleared). */
const parentId = (message: string) => z.string({ error: message }).min(1, message);

export const categorySchema = z.object(levelFields);
export const groupSchema = z.object({
  ...levelFields,
  categoryId: parentId('Escolha a categoria.'),
});
export const subgroupSchema = z.object({ ...levelFields, groupId: parentId('Escolha o grupo.') });

export type CategoryValues = z.infer<typeof categorySchema>;
export type GroupValues = z.infer<typeof groupSchema>;
export type SubgroupValues = z.infer<typeof subgroupSchema>;

const blankLevel = { code: '', name: '', sortOrder: 0, active: true };
export const blankCategory: CategoryValues = blankLevel;
export const blankGroup: GroupValues = { ...blankLevel, categoryId: '' };
export const blankSubgroup: SubgroupValues = { ...blankLevel, groupId: '' };

/** pt-BR names of the fields (conflict dialog, history). */
export const levelLabels = {
  code: 'Código',
  name: 'Nome',
  sortOrder: 'Ordem',
  active: 'Ativo',
  categoryId: 'Categoria',
  groupId: 'Grupo',
};
