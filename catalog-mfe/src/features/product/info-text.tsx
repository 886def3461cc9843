import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';
import { Box } from '@catalogo/shared-ui';

// The page's own headings are h1 (product) and h2 (sections): the text's headings sit below.
const components: Components = {
  h1: ({ children }) => <h3>{children}</h3>,
  h2: ({ children }) => <h3>{children}</h3>,
  h3: ({ children }) => <h4>{children}</h4>,
  h4: ({ children }) => <h4>{children}</h4>,
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ),
  img: () => null,
};

/**
 * The product's long text, written in Markdown in the panel. Rendered as React elements: raw
 * HTML is dropped and unsafe link protocols are removed, so no script can come in through it.
 */
export default function InfoText({ text }: { text: string }) {
  return (
    <Box
      sx={{
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p, & ul, & ol': { my: 1.5, lineHeight: 1.6 },
        '& h3, & h4': { mt: 2.5, mb: 1 },
        '& a': { color: 'primary.main' },
      }}
    >
      <Markdown skipHtml components={components}>
        {text}
      </Markdown>
    </Box>
  );
}
