import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';
import { Box, Typography } from '@catalogo/shared-ui';

// As the catalogue's product page draws it (catalog-mfe's info-text): headings below the page's,
// links in a new tab, no images. React elements only: raw HTML is dropped (skipHtml) and unsafe
// link protocols are removed by react-markdown, so nothing typed can run as script.
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

/** The info text as the catalogue will show it. */
export function MarkdownPreview({ text }: { text: string }) {
  if (!text.trim())
    return <Typography color="text.secondary">Nada para visualizar ainda.</Typography>;
  return (
    <Box
      data-testid="markdown-preview"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        minHeight: 120,
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p, & ul, & ol': { my: 1.5, lineHeight: 1.6 },
        '& a': { color: 'primary.main' },
      }}
    >
      <Markdown skipHtml components={components}>
        {text}
      </Markdown>
    </Box>
  );
}
