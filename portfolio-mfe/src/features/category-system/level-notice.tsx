import { Alert, Link, RouterLink } from '@catalogo/shared-ui';
import type { CategoryLevel } from '@catalogo/shared-auth';
import { CATEGORY_SETTINGS_PATH, LEVELS, useLevelState } from './levels';

/** Says when this level (or the whole category system) is off in the category settings. */
export function LevelNotice({ level }: { level: CategoryLevel }) {
  const state = useLevelState(level);
  if (state === 'on') return null;
  const message =
    state === 'system-off'
      ? 'O sistema de categorias está desligado nas configurações de categoria: categorias, grupos e subgrupos não aparecem no catálogo nem nos formulários.'
      : `O nível ${LEVELS[level].label} está desligado nas configurações de categoria: ele não aparece no catálogo nem nos formulários.`;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {message}{' '}
      <Link component={RouterLink} to={CATEGORY_SETTINGS_PATH} color="inherit">
        Abrir as configurações de categoria
      </Link>
    </Alert>
  );
}
