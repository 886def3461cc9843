import type { Localization } from '@mui/material/locale';

// MUI's pt-BR texts (@mui/material/locale's `ptBR`) for the MUI components the apps use, the
// same words (mui-pt-br.test.ts compares them with MUI's, and fails when an app starts using
// another component MUI's locale has texts for). MUI's module is not imported: it creates an
// Intl.NumberFormat when evaluated (for the table pagination), and the first Intl formatter a
// page creates loads the ICU locale data, a long task on every page start. The data grid brings
// its own pagination texts (components/data-grid.tsx).
export const muiPtBR: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar caminho' } },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Limpar',
        closeText: 'Fechar',
        loadingText: 'Carregando…',
        noOptionsText: 'Sem opções',
        openText: 'Abrir',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Fechar' } },
  },
};
