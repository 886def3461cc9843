import { errorReportingPlugin } from './runtime-plugin';

type ErrorArgs = Parameters<
  NonNullable<ReturnType<typeof errorReportingPlugin>['errorLoadRemote']>
>[0];

describe('errorReportingPlugin', () => {
  it('logs a failed remote load and returns nothing, so the error reaches the area', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const plugin = errorReportingPlugin();
    const error = new Error('Failed to fetch http://localhost:4201/mf-manifest.json');

    const result = await plugin.errorLoadRemote?.({
      id: 'catalog/routes',
      error,
      lifecycle: 'afterResolve',
      from: 'runtime',
    } as ErrorArgs);

    expect(plugin.name).toBe('catalogo-error-reporting');
    expect(result).toBeUndefined();
    expect(errors).toHaveBeenCalledWith(
      '[federation] could not load "catalog/routes" (afterResolve):',
      error,
    );
    errors.mockRestore();
  });
});
