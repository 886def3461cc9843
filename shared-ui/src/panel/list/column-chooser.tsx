import { useId, useRef, useState } from 'react';
import { Button } from '@catalogo/shared-ui';
import { Checkbox, Menu, MenuItem } from '../mui';

export interface ChoosableColumn {
  field: string;
  headerName?: string;
}

/** "Colunas": shows or hides the list's columns; the last visible one stays. */
export function ColumnChooser(props: {
  columns: readonly ChoosableColumn[];
  visible: readonly string[];
  onToggle: (field: string) => void;
}) {
  const { columns, visible, onToggle } = props;
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  return (
    <>
      <Button
        ref={anchor}
        variant="outlined"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(true)}
      >
        Colunas
      </Button>
      {open && (
        <Menu id={menuId} anchorEl={anchor.current} open onClose={() => setOpen(false)}>
          {columns.map((column) => {
            const shown = visible.includes(column.field);
            const last = shown && visible.length === 1;
            return (
              <MenuItem
                key={column.field}
                role="menuitemcheckbox"
                aria-checked={shown}
                disabled={last}
                onClick={() => onToggle(column.field)}
              >
                <Checkbox
                  checked={shown}
                  tabIndex={-1}
                  disableRipple
                  size="small"
                  sx={{ p: 0, mr: 1 }}
                  slotProps={{ input: { 'aria-hidden': true } }}
                />
                {column.headerName ?? column.field}
              </MenuItem>
            );
          })}
        </Menu>
      )}
    </>
  );
}
