import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Logs every remote load failure clearly. It returns nothing, so the original error reaches
 * the area's error boundary, which shows the retry (DESIGN.md §2).
 */
export function errorReportingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'catalogo-error-reporting',
    async errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[federation] could not load "${id}" (${lifecycle}):`, error);
      return undefined;
    },
  };
}
