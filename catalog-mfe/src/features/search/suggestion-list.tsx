import type { HTMLAttributes, Key } from 'react';
import { Box, styled } from '@catalogo/shared-ui';
import type { Suggestion, SuggestionKind } from './search-api';

const kindNames: Record<SuggestionKind, string> = {
  description: 'Descrição',
  brand: 'Marca',
  vehicle: 'Veículo',
  code: 'Código',
};

// Static styles for the rows (one rule, not one sx object per row). useAutocomplete marks the
// highlighted row with the Mui-focused class itself, without a render.
const Option = styled('li')(({ theme }) => ({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  padding: theme.spacing(1.25, 2),
  cursor: 'pointer',
  minHeight: 44,
  boxSizing: 'border-box',
  '&.Mui-focused, &:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '&.Mui-focusVisible': {
    backgroundColor: (theme.vars ?? theme).palette.action.selected,
    boxShadow: `inset 3px 0 0 ${(theme.vars ?? theme).palette.primary.main}`,
  },
}));
const OptionLabel = styled('span')({ minWidth: 0, overflowWrap: 'anywhere' });
const OptionKind = styled('span')(({ theme }) => ({
  flexShrink: 0,
  fontSize: '0.75rem',
  color: (theme.vars ?? theme).palette.text.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
}));

interface SuggestionListProps {
  listboxProps: HTMLAttributes<HTMLUListElement>;
  options: Suggestion[];
  optionProps: (option: Suggestion, index: number) => HTMLAttributes<HTMLLIElement> & { key: Key };
}

/** The combobox's listbox: each suggestion with what kind it is (a code opens its product). */
export function SuggestionList({ listboxProps, options, optionProps }: SuggestionListProps) {
  return (
    <Box
      component="ul"
      {...listboxProps}
      sx={{
        position: 'absolute',
        zIndex: 'modal',
        top: 'calc(100% + 4px)',
        left: 0,
        right: 0,
        m: 0,
        p: 0,
        py: 0.5,
        listStyle: 'none',
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        boxShadow: 4,
        maxHeight: '60vh',
        overflowY: 'auto',
      }}
    >
      {options.map((option, index) => {
        const { key, ...props } = optionProps(option, index);
        return (
          <Option key={key} {...props}>
            <OptionLabel>{option.label}</OptionLabel>
            <OptionKind>{kindNames[option.kind]}</OptionKind>
          </Option>
        );
      })}
    </Box>
  );
}
