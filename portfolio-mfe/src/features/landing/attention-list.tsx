import {
  Alert,
  Box,
  ChevronRightIcon,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  RouterLink,
  Skeleton,
  Typography,
  formatNumber,
} from '@catalogo/shared-ui';
import { useCategorySettings } from '@catalogo/shared-auth';
import { attentionItems } from './landing-links';
import type { PortfolioSummary } from './summary-api';

/** Whether the default subgroup matters: not while the subgroup level is off. */
function useSubgroupsOn(): boolean {
  const settings = useCategorySettings();
  return (
    !settings ||
    (settings.status && settings.metadata.find((m) => m.level === 'subgroup')?.status !== false)
  );
}

/** "Precisa de atenção": what is inconsistent in the portfolio, each opening the rows at fault. */
export function AttentionList({ summary }: { summary: PortfolioSummary | undefined }) {
  const subgroupsOn = useSubgroupsOn();
  const items = attentionItems.filter(
    (item) =>
      (summary?.attention[item.key] ?? 0) > 0 &&
      (subgroupsOn || item.key !== 'descriptionsWithoutSubgroup'),
  );
  return (
    <Box component="section" aria-labelledby="portfolio-attention" sx={{ mt: 4 }}>
      <Typography
        id="portfolio-attention"
        component="h2"
        variant="h6"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        Precisa de atenção
      </Typography>
      {!summary ? (
        <Skeleton variant="rounded" height={72} />
      ) : items.length === 0 ? (
        <Alert severity="success">Tudo em ordem: nada no portfólio precisa da sua atenção.</Alert>
      ) : (
        <Paper variant="outlined">
          <List disablePadding>
            {items.map((item, index) => {
              const count = summary.attention[item.key];
              return (
                <ListItemButton
                  key={item.key}
                  component={RouterLink}
                  to={item.to}
                  divider={index < items.length - 1}
                >
                  <ListItemText
                    primary={item.text(formatNumber(count), count === 1)}
                    secondary={item.action}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  <ChevronRightIcon color="action" />
                </ListItemButton>
              );
            })}
          </List>
        </Paper>
      )}
    </Box>
  );
}
