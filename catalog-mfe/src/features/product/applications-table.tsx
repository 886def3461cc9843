import { useMemo, useState } from 'react';
import { Box, Typography, formatNumber } from '@catalogo/shared-ui';
import type { ProductApplication } from '../../common/catalog-api';
import { control } from '../../common/styles';
import { DataTable } from './section';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export const yearsOf = (a: Pick<ProductApplication, 'yearStart' | 'yearEnd'>) => {
  if (a.yearStart && a.yearEnd)
    return a.yearStart === a.yearEnd ? `${a.yearStart}` : `${a.yearStart}–${a.yearEnd}`;
  if (a.yearStart) return `${a.yearStart} em diante`;
  if (a.yearEnd) return `até ${a.yearEnd}`;
  return 'Todos';
};

/**
 * Whether an application matches what the visitor typed: every word must appear in the maker,
 * model, version, engine or fuel, or be a year inside its range.
 */
export function matchesApplication(application: ProductApplication, filter: string): boolean {
  const words = fold(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const { vehicle, factory } = application;
  const text = fold(
    [
      factory.name,
      vehicle.model,
      vehicle.version,
      vehicle.engine,
      vehicle.fuel,
      vehicle.body,
      application.position,
    ]
      .filter(Boolean)
      .join(' '),
  );
  return words.every((word) => {
    if (/^(19|20)\d{2}$/.test(word)) {
      const year = Number(word);
      return (application.yearStart ?? 0) <= year && year <= (application.yearEnd ?? 9999);
    }
    return text.includes(word);
  });
}

/** The vehicles the product fits, with a filter by maker, model, engine or year. */
export function ApplicationsTable({ applications }: { applications: ProductApplication[] }) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(
    () => applications.filter((application) => matchesApplication(application, filter)),
    [applications, filter],
  );
  if (applications.length === 0) {
    return <Typography color="text.secondary">Nenhuma aplicação cadastrada.</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box component="label" sx={{ display: 'grid', gap: 0.5, maxWidth: 420 }}>
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          Filtrar aplicações
        </Typography>
        <Box
          component="input"
          type="search"
          value={filter}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setFilter(event.target.value)}
          placeholder="Montadora, modelo, motor ou ano"
          sx={control}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" role="status">
        {shown.length === applications.length
          ? `${formatNumber(applications.length)} ${applications.length === 1 ? 'aplicação' : 'aplicações'}`
          : `${formatNumber(shown.length)} de ${formatNumber(applications.length)} aplicações`}
      </Typography>
      {shown.length > 0 ? (
        <DataTable
          caption="Aplicações do produto"
          headers={['Montadora', 'Modelo', 'Versão / motor', 'Anos', 'Posição', 'Observação']}
          rows={shown.map((a, index) => ({
            key: `${a.vehicle.id}-${index}`,
            cells: [
              a.factory.name,
              a.vehicle.model,
              [a.vehicle.version, a.vehicle.engine, a.vehicle.fuel].filter(Boolean).join(' · ') ||
                '—',
              yearsOf(a),
              a.position ?? '—',
              a.note ?? '—',
            ],
          }))}
        />
      ) : (
        <Typography color="text.secondary">Nenhuma aplicação corresponde ao filtro.</Typography>
      )}
    </Box>
  );
}
