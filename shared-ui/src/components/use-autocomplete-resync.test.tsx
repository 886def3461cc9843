import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useAutocomplete from '@mui/material/useAutocomplete';
import { useAutocompleteResync } from './use-autocomplete-resync';

/** A bare combobox whose options come from outside, as a search's answer would. */
function Combobox({ options, resync }: { options: string[]; resync: boolean }) {
  const box = useAutocomplete({ id: 'box', options, freeSolo: true, filterOptions: (all) => all });
  // The hook is called either way (hooks keep their order); without resync it sees no options.
  useAutocompleteResync(resync ? options : []);
  return (
    <div {...box.getRootProps()}>
      <input aria-label="Buscar" {...box.getInputProps()} />
      {box.popupOpen && (
        <ul {...box.getListboxProps()}>
          {(box.groupedOptions as string[]).map((option, index) => {
            const { key, ...props } = box.getOptionProps({ option, index });
            return (
              <li key={key} {...props}>
                {option}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** Options arrive while the box is open, the first is arrowed to, then the box renders again. */
async function highlightAfterRender(resync: boolean) {
  const user = userEvent.setup();
  const { rerender } = render(<Combobox options={[]} resync={resync} />);
  const input = screen.getByRole('combobox', { name: 'Buscar' });
  await user.type(input, 'fr');
  rerender(<Combobox options={['FREIO', 'FRISO']} resync={resync} />);
  await user.keyboard('{ArrowDown}');
  expect(input).toHaveAttribute('aria-activedescendant', 'box-option-0');
  // any later render: a parent's, a debounced search landing
  act(() => rerender(<Combobox options={['FREIO', 'FRISO']} resync={resync} />));
  return input.getAttribute('aria-activedescendant');
}

describe('useAutocompleteResync', () => {
  it('keeps the option arrowed to highlighted when the box renders again', async () => {
    expect(await highlightAfterRender(true)).toBe('box-option-0');
  });

  it('is still needed: MUI drops that highlight without it (mui/material-ui#48093)', async () => {
    // When this fails, MUI has fixed its stale re-sync and the hook can go.
    expect(await highlightAfterRender(false)).toBeNull();
  });
});
