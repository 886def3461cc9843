import type { Localization } from '@mui/material/locale';
import { formatNumber } from '../format/pt-br';

// MUI's pt-BR texts (@mui/material/locale's `ptBR`), the same words (mui-pt-br.test.ts compares
// them with MUI's), with the table pagination's numbers written by shared-ui's formatNumber.
// MUI's module creates an Intl.NumberFormat when it is evaluated, and the first Intl formatter a
// page creates loads the ICU locale data: a long task on every page start, for a table
// pagination the public pages do not even show.

/** As MUI writes them: a number not finite as it is. */
const count = (value: number) => (Number.isFinite(value) ? formatNumber(value) : String(value));

const pageLabel = (type: string) => {
  if (type === 'first') return 'Ir para a primeira página';
  if (type === 'last') return 'Ir para a última página';
  if (type === 'next') return 'Ir para a próxima página';
  return 'Ir para a página anterior';
};

export const muiPtBR: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar caminho' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageLabel,
        labelRowsPerPage: 'Linhas por página:',
        labelDisplayedRows: ({ from, to, count: total }) =>
          `${count(from)}–${count(to)} de ${total !== -1 ? count(total) : `mais de ${count(to)}`}`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} Estrela${value !== 1 ? 's' : ''}`,
        emptyLabelText: 'Vazio',
      },
    },
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
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Navegar pela paginação',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? `${selected ? '' : 'Ir para a '}página ${page}` : pageLabel(type),
      },
    },
  },
};
