import { useEffect, useState } from 'react';
import { InputAdornment, SearchIcon, TextField } from '@catalogo/shared-ui';

export const SEARCH_DELAY_MS = 350;

/** The list's search: the URL follows the text once the user pauses typing. */
export function SearchBox(props: { value: string; label: string; onSearch: (q: string) => void }) {
  const { value, label, onSearch } = props;
  const [text, setText] = useState(value);
  // The URL may change without typing (a restored list, "Limpar filtros"): show it.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ width: { xs: '100%', sm: 280 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
