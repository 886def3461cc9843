import { useEffect, useRef, useState } from 'react';
import type { FormEvent, SyntheticEvent } from 'react';
import { Box, SearchIcon, useAutocomplete, useAutocompleteResync } from '@catalogo/shared-ui';
import { catalogPaths } from '../../app/paths';
import { control, focusRing, visuallyHidden } from '../../common/styles';
import type { Suggestion } from './search-api';
import { SuggestionList } from './suggestion-list';
import { useSlashFocus } from './use-slash-focus';
import { useSuggestions } from './use-suggestions';

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_INPUT_ID = 'catalog-search';

interface SearchBoxProps {
  /** The search text in the URL. */
  value: string;
  /** Commits a text; `typing` is true for the debounced commits while the user types. */
  onSearch: (text: string, typing: boolean) => void;
  /** A `code` suggestion was chosen: open its product. */
  onOpenProduct: (productId: string) => void;
  /** Results follow the typing (the home page); elsewhere only Enter or a suggestion searches. */
  live?: boolean;
}

const optionLabel = (option: Suggestion | string) =>
  typeof option === 'string' ? option : option.q;

/**
 * The catalogue's search: a plain input (MUI's TextField is too heavy for the first page) made a
 * WAI-ARIA combobox by MUI's headless useAutocomplete, with the API's suggestions as its list.
 * Typed text is a search of its own (free solo); `/` anywhere on the page focuses it.
 */
export function SearchBox({ value, onSearch, onOpenProduct, live = true }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const input = useRef<HTMLInputElement | null>(null);
  const [focused, setFocused] = useState(false);
  const suggestions = useSuggestions(text, focused);
  useSlashFocus(input);
  useAutocompleteResync(suggestions);

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

  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!live || text.trim() === committed.current) return;
    const timer = setTimeout(() => commit(text, true), SEARCH_DEBOUNCE_MS);
    typing.current = timer;
    return () => clearTimeout(timer);
    // commit reads only refs and props that are stable for this purpose
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, live]);

  const choose = (_event: SyntheticEvent, option: Suggestion | string | null) => {
    if (option === null) return;
    if (typeof option === 'string') return commit(option, false);
    if (option.kind === 'code' && option.productId) {
      // The typing's search still waiting (debounced) is dropped: it would land on the product
      // page's address once the navigation there has started (`/product/1?q=…`).
      clearTimeout(typing.current);
      input.current?.blur();
      return onOpenProduct(option.productId);
    }
    setText(option.q);
    commit(option.q, false);
  };

  const combobox = useAutocomplete<Suggestion, false, false, true>({
    id: SEARCH_INPUT_ID,
    options: suggestions,
    freeSolo: true,
    // The box keeps no selected value: it is a search, not a picker.
    value: null,
    inputValue: text,
    onInputChange: (_event, next, reason) => {
      if (reason === 'input' || reason === 'clear') setText(next);
    },
    onChange: choose,
    // The API has chosen and ordered them already.
    filterOptions: (options) => options,
    getOptionLabel: optionLabel,
    getOptionKey: (option) =>
      typeof option === 'string' ? option : `${option.kind}:${option.productId ?? option.q}`,
    isOptionEqualToValue: () => false,
    clearOnBlur: false,
    handleHomeEndKeys: false,
  });
  const inputProps = combobox.getInputProps();
  const {
    ref: inputRef,
    onFocus,
    onBlur,
    ...restInput
  } = inputProps as typeof inputProps & {
    ref: React.Ref<HTMLInputElement>;
  };
  const listOpen = combobox.popupOpen && combobox.groupedOptions.length > 0;

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
    // action and name: before the app has taken the server's HTML over (or without JavaScript),
    // Enter opens the home on that search.
    <Box component="form" role="search" action={catalogPaths.home} method="get" onSubmit={submit}>
      <Box {...combobox.getRootProps()} sx={{ position: 'relative' }}>
        <Box component="label" {...combobox.getInputLabelProps()} sx={visuallyHidden}>
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
            pointerEvents: 'none',
          }}
        />
        <Box
          component="input"
          {...restInput}
          ref={(node: HTMLInputElement | null) => {
            input.current = node;
            if (typeof inputRef === 'function') inputRef(node);
            else if (inputRef)
              (inputRef as React.RefObject<HTMLInputElement | null>).current = node;
          }}
          onFocus={(event: React.FocusEvent<HTMLInputElement>) => {
            setFocused(true);
            onFocus?.(event);
          }}
          onBlur={(event: React.FocusEvent<HTMLInputElement>) => {
            setFocused(false);
            onBlur?.(event);
          }}
          type="search"
          name="q"
          placeholder="Código, descrição, marca, referência ou veículo"
          aria-keyshortcuts="/"
          enterKeyHint="search"
          sx={{
            ...control,
            width: '100%',
            fontSize: '1rem',
            py: 1.5,
            pl: 6,
            pr: 6,
            boxSizing: 'border-box',
            '&::-webkit-search-cancel-button': { display: 'none' },
            '&::placeholder': { color: 'text.secondary', opacity: 1 },
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
        {listOpen && (
          <SuggestionList
            listboxProps={combobox.getListboxProps()}
            options={combobox.groupedOptions as Suggestion[]}
            optionProps={(option, index) => combobox.getOptionProps({ option, index })}
          />
        )}
      </Box>
    </Box>
  );
}
