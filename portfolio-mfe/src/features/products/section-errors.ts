import type { FieldErrors } from 'react-hook-form';
import { SECTIONS, sectionOf } from './product-types';
import type { SectionKey } from './product-types';

/** How many fields are in error under an error node (a row of a list, a whole list...). */
export function countErrors(node: unknown): number {
  if (!node || typeof node !== 'object') return 0;
  const error = node as { type?: unknown; message?: unknown };
  if (typeof error.type === 'string' && 'message' in error) return 1;
  return Object.entries(node)
    .filter(([key]) => key !== 'ref')
    .reduce((sum, [, child]) => sum + countErrors(child), 0);
}

/** Fields in error per tab. */
export function errorsBySection(errors: FieldErrors): Record<SectionKey, number> {
  const counts = Object.fromEntries(SECTIONS.map((s) => [s.key, 0])) as Record<SectionKey, number>;
  for (const [field, node] of Object.entries(errors)) {
    const section = sectionOf(field);
    if (section) counts[section] += countErrors(node);
  }
  return counts;
}
