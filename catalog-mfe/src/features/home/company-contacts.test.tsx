import { render, screen, within } from '@testing-library/react';
import { CompanyContacts } from './company-contacts';

describe('CompanyContacts', () => {
  it("lists each contact the company gave as a term and its value, in the page's order", () => {
    render(
      <CompanyContacts
        about={{
          website: 'https://pecas.example.com.br',
          phone: '(11) 3333-4444',
          email: 'vendas@pecas.example.com.br',
        }}
      />,
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Telefone', 'E-mail', 'Site']);
    expect(values).toEqual([
      '(11) 3333-4444',
      'vendas@pecas.example.com.br',
      'https://pecas.example.com.br',
    ]);
    const site = within(screen.getAllByRole('definition')[2]!).getByRole('link');
    expect(site).toHaveAttribute('href', 'https://pecas.example.com.br');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links a website only over https, and draws nothing without contacts', () => {
    const { container, rerender } = render(
      <CompanyContacts about={{ website: 'javascript:alert(1)' }} />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('definition')).toHaveTextContent('javascript:alert(1)');
    rerender(<CompanyContacts about={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
