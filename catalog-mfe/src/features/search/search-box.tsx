import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Box, SearchIcon } from '@catalogo/shared-ui';
import { control, focusRing, visuallyHidden } from '../../common/styles';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search text in the URL. */
  value: string;
  /** Commits a text; `typing` is true for the debounced commits while the user types. */
  onSearch: (text: string, typing: boolean) => void;
}

/** A plain input (MUI's TextField is too heavy for the first page): results as you type. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const input = useRef<HTMLInputElement>(null);

  // Back/forward changes the URL: show its text, unless it is the one just committed.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  const commit = (next: string, typing: boolean) => {
    const trimmed = next.trim();
    if (trimmed === committed.current) return;
    committed.current = trimmed;
    onSearch(trimmed, typing);
  };

  useEffect(() => {
    if (text.trim() === committed.current) return;
    const timer = setTimeout(() => commit(text, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // commit reads only refs and props that are stable for this purpose
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit(text, false);
  };

  const clear = () => {
    setText('');
    commit('', false);
    input.current?.focus();
  };

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ position: 'relative' }}>
      <Box component="label" htmlFor="catalog-search" sx={visuallyHidden}>
        Buscar produtos
      </Box>
      <SearchIcon
        aria-hidden
        sx={{
          position: 'absolute',
          left: 12,
          top: '50%',
          transform: 'translateY(-50%)',
          color: 'text.secondary',
        }}
      />
      <Box
        component="input"
        ref={input}
        id="catalog-search"
        type="search"
        value={text}
        onChange={(event) => setText((event.target as HTMLInputElement).value)}
        placeholder="Código, descrição, marca ou referência"
        autoComplete="off"
        enterKeyHint="search"
        sx={{
          ...control,
          width: '100%',
          fontSize: '1rem',
          py: 1.5,
          px: 6,
          boxSizing: 'border-box',
          '&::-webkit-search-cancel-button': { display: 'none' },
        }}
      />
      {text && (
        <Box
          component="button"
          type="button"
          onClick={clear}
          aria-label="Limpar busca"
          sx={{
            position: 'absolute',
            right: 6,
            top: '50%',
            transform: 'translateY(-50%)',
            border: 0,
            bgcolor: 'transparent',
            color: 'text.secondary',
            cursor: 'pointer',
            fontSize: '1.25rem',
            lineHeight: 1,
            width: 36,
            height: 36,
            borderRadius: '50%',
            '&:hover': { bgcolor: 'action.hover' },
            ...focusRing,
          }}
        >
          ×
        </Box>
      )}
    </Box>
  );
}
