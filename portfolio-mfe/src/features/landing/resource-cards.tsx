import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  Skeleton,
  Typography,
  formatNumber,
} from '@catalogo/shared-ui';
import { RouterLink } from '@catalogo/shared-ui';
import { useCategorySettings } from '@catalogo/shared-auth';
import type { CategoryLevel } from '@catalogo/shared-auth';
import { resourceCards } from './landing-links';
import type { ResourceCard } from './landing-links';
import type { PortfolioSummary } from './summary-api';

function useLevelOff(): (level: CategoryLevel | undefined) => boolean {
  const settings = useCategorySettings();
  return (level) =>
    !!level &&
    !!settings &&
    (!settings.status || settings.metadata.find((m) => m.level === level)?.status === false);
}

function CardValue({ card, summary, loading }: CardProps) {
  if (!card.count)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {card.note}
      </Typography>
    );
  if (loading) return <Skeleton width={56} height={40} />;
  const count = summary?.counts[card.count];
  return (
    <Typography component="p" variant="h4" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
      {count === undefined ? '—' : formatNumber(count)}
    </Typography>
  );
}

interface CardProps {
  card: ResourceCard;
  summary: PortfolioSummary | undefined;
  loading: boolean;
}

function ResourceCardLink(props: CardProps & { levelOff: boolean }) {
  const { card, levelOff } = props;
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <CardActionArea component={RouterLink} to={card.to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {card.label}
          </Typography>
          <CardValue {...props} />
          {levelOff && (
            <Typography variant="caption" sx={{ color: 'warning.dark' }}>
              Nível desligado
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A card per portfolio list with how many rows it has, each opening its list. */
export function ResourceCards({ summary, loading }: Omit<CardProps, 'card'>) {
  const levelOff = useLevelOff();
  return (
    <Box
      component="section"
      aria-labelledby="portfolio-lists"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      <Typography
        id="portfolio-lists"
        component="h2"
        variant="h6"
        sx={{ gridColumn: '1 / -1', fontWeight: 700 }}
      >
        Cadastros
      </Typography>
      {resourceCards.map((card) => (
        <ResourceCardLink
          key={card.to}
          card={card}
          summary={summary}
          loading={loading}
          levelOff={levelOff(card.level)}
        />
      ))}
    </Box>
  );
}
