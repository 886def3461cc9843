import { Box, RouterLink, Typography } from '@catalogo/shared-ui';
import type { CategoryLevel } from '@catalogo/shared-auth';
import { LEVEL_ORDER, LEVELS, useLevelState } from './levels';

function LevelTab({ level, current }: { level: CategoryLevel; current: boolean }) {
  const state = useLevelState(level);
  const info = LEVELS[level];
  return (
    <Box
      component={RouterLink}
      to={info.listPath}
      aria-current={current ? 'page' : undefined}
      sx={{
        px: { xs: 1.5, sm: 2 },
        py: 1,
        textAlign: 'center',
        mb: '-1px',
        whiteSpace: 'nowrap',
        textDecoration: 'none',
        fontWeight: 600,
        color: current ? 'primary.main' : 'text.secondary',
        borderBottom: 2,
        borderColor: current ? 'primary.main' : 'transparent',
        '&:hover': { color: 'primary.main' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      {info.plural}
      {state !== 'on' && ' '}
      {state !== 'on' && (
        // Under the name on a phone, so the three tabs still fit side by side at 390 px.
        <Typography
          component="span"
          variant="caption"
          sx={{
            display: { xs: 'block', sm: 'inline' },
            ml: { sm: 0.5 },
            lineHeight: { xs: 1.2, sm: 'inherit' },
            color: 'warning.dark',
          }}
        >
          desligado
        </Typography>
      )}
    </Box>
  );
}

/** The three levels as tabs (links): categories, groups, subgroups. */
export function LevelTabs({ current }: { current: CategoryLevel }) {
  return (
    <Box
      component="nav"
      aria-label="Níveis de categoria"
      sx={{
        display: 'flex',
        overflowX: 'auto',
        borderBottom: 1,
        borderColor: 'divider',
        mb: 2,
      }}
    >
      {LEVEL_ORDER.map((level) => (
        <LevelTab key={level} level={level} current={level === current} />
      ))}
    </Box>
  );
}
