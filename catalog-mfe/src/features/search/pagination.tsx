import type { ReactNode } from 'react';
import { Box } from '@catalogo/shared-ui';
import { control } from '../../common/styles';

/** Page numbers to show: the first, the last and the current one's neighbours, gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n += 1) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 1) pages.push(n);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

export function Pagination({ page, pageCount, onChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label="Paginação"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, justifyContent: 'center', mt: 3 }}
    >
      <PageButton disabled={page <= 1} onClick={() => onChange(page - 1)}>
        ‹ Anterior
      </PageButton>
      {pageWindow(page, pageCount).map((n, index) =>
        n === null ? (
          <Box
            key={`gap-${index}`}
            component="span"
            aria-hidden
            sx={{ px: 0.5, alignSelf: 'center' }}
          >
            …
          </Box>
        ) : (
          <PageButton
            key={n}
            current={n === page}
            label={`Página ${n}`}
            onClick={() => onChange(n)}
          >
            {n}
          </PageButton>
        ),
      )}
      <PageButton disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        Próxima ›
      </PageButton>
    </Box>
  );
}

interface PageButtonProps {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  current?: boolean;
  label?: string;
}

function PageButton({ children, onClick, disabled, current, label }: PageButtonProps) {
  return (
    <Box
      component="button"
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      sx={{
        ...control,
        minWidth: 40,
        py: 1,
        cursor: 'pointer',
        '&:hover:not(:disabled)': { borderColor: 'primary.main' },
        ...(current && {
          bgcolor: 'primary.main',
          borderColor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 700,
        }),
      }}
    >
      {children}
    </Box>
  );
}
