import { notify } from '@catalogo/shared-ui';
import { createUpdatePoller } from './update-poll';

/** The shell's one poller; remote areas register the build they loaded. */
export const updatePoller = createUpdatePoller({
  onUpdate: () =>
    notify('Uma nova versão do sistema está disponível.', {
      severity: 'info',
      autoHideMs: null,
      action: { label: 'Recarregar', onClick: () => window.location.reload() },
    }),
});
