import { Box, Typography } from '@catalogo/shared-ui';

/**
 * The product's long text, written in Markdown in the panel. The API renders it (infoHtml: no raw
 * HTML, handler or unsafe link can be in it), so the page inserts that HTML as it is and no
 * Markdown parser is downloaded or run here. A response without it (an API older than this
 * page) shows the text as it was written.
 */
export function InfoText({ html, text }: { html: string | null | undefined; text: string }) {
  if (!html) return <Typography sx={{ whiteSpace: 'pre-line' }}>{text}</Typography>;
  return (
    <Box
      sx={{
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p, & ul, & ol': { my: 1.5, lineHeight: 1.6 },
        '& h3, & h4': { mt: 2.5, mb: 1 },
        '& a': { color: 'primary.main' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
